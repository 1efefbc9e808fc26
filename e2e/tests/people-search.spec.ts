import { expect, test } from '../fixtures';
import { uniquePersonName, userIdOf } from './people-helpers';

test.describe('people search', () => {
  test('finds a person by name, with the query in the address', async ({
    page,
    accounts,
    expectAccessible,
  }) => {
    // Three searches, two accessibility checks and a profile: more than 30 s on a slow, busy host.
    test.slow();
    // One account keeps the suite under the sign-up rate limit: the person found is the searcher.
    await accounts.signIn(page);
    const name = uniquePersonName('Tigist');
    const surname = (name.split(' ')[1] ?? name).toLowerCase();
    expect(
      (
        await page.request.patch('/api/v1/me/profile', {
          data: { fullName: name, location: 'Seattle, WA, USA' },
        })
      ).ok(),
    ).toBe(true);
    const myId = await userIdOf(page);

    await page.goto('/search');
    await expect(page.getByRole('heading', { name: 'Find people', level: 2 })).toBeVisible();
    await expect(page.getByText('Find your people')).toBeVisible();
    await expectAccessible(page);

    // Typing searches once it settles.
    const field = page.getByRole('searchbox', { name: 'Search people' });
    await field.fill(surname);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${surname}$`));
    const results = page.getByRole('list', { name: `People matching “${surname}”` });
    await expect(results.getByRole('link', { name: new RegExp(name) })).toBeVisible();
    // My own row has no follow button.
    await expect(results.getByRole('button')).toHaveCount(0);
    await expectAccessible(page);

    // Enter searches at once; a search with no match says so.
    await field.fill('zzqxnobody');
    await field.press('Enter');
    await expect(page).toHaveURL(/[?&]q=zzqxnobody$/);
    await expect(page.getByText('No one found for “zzqxnobody”')).toBeVisible();

    // The address alone is enough, and a row opens the profile.
    await page.goto(`/search?q=${encodeURIComponent(name)}`);
    await expect(field).toHaveValue(name);
    await page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(name) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/profile/${myId}$`));
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  });
});
