import { expect, test } from '../fixtures';
import { otherUser, userIdOf } from './notifications-helpers';

test.describe('people you may want to follow', () => {
  test('leaves out whom I follow and whom I muted', async ({
    page,
    browser,
    baseURL,
    accounts,
  }) => {
    test.slow(); // three people
    await accounts.signIn(page);
    // Names that sort first, so that both are among the five suggested before.
    const tag = Date.now().toString(36);
    const people = await Promise.all(
      [`Aaa Followed ${tag}`, `Aaa Muted ${tag}`].map(async (fullName) => {
        const other = await otherUser(browser, baseURL, accounts.signIn);
        const renamed = await other.page.request.patch('/api/v1/me/profile', {
          data: { fullName },
        });
        expect(renamed.ok()).toBe(true);
        return { ...other, fullName, id: await userIdOf(other.page) };
      }),
    );
    try {
      const [followed, muted] = people as [(typeof people)[0], (typeof people)[0]];
      await page.goto('/dashboard');
      const column = page.getByRole('region', { name: 'People you may want to follow' });
      await expect(column.getByText(followed.fullName)).toBeVisible();
      await expect(column.getByText(muted.fullName)).toBeVisible();

      expect((await page.request.put(`/api/v1/profiles/${followed.id}/follow`)).ok()).toBe(true);
      expect((await page.request.put(`/api/v1/profiles/${muted.id}/mute`)).ok()).toBe(true);
      await page.reload();
      await expect(column.getByRole('listitem').first()).toBeVisible();
      await expect(column.getByText(followed.fullName)).toHaveCount(0);
      await expect(column.getByText(muted.fullName)).toHaveCount(0);
      await expect(column.getByRole('button', { name: /^Following/ })).toHaveCount(0);
    } finally {
      for (const person of people) await person.close();
    }
  });
});
