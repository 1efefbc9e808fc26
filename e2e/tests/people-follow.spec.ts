import { expect, test } from '../fixtures';
import { otherMember, uniquePersonName, userIdOf } from './people-helpers';

test.describe('following', () => {
  test('follow someone, see them under Following and the counts move', async ({
    page,
    browser,
    baseURL,
    accounts,
    expectAccessible,
  }) => {
    // A long journey with two people (and a photo upload): more time than one screen needs.
    test.slow();
    const name = uniquePersonName('Dawit');
    const other = await otherMember(browser, baseURL, accounts.signIn, {
      fullName: name,
      bio: 'Amharic tutor.',
    });
    // Their page is open, so they are online.
    await other.page.goto('/dashboard');
    const me = await accounts.signIn(page);
    const myId = await userIdOf(page);

    await page.goto(`/profile/${other.id}`);
    const header = page.getByRole('region', { name });
    await expect(header.getByRole('img', { name: 'Online' })).toBeVisible();
    await expect(header.getByText('Active now')).toBeVisible();
    await expect(header.getByRole('link', { name: 'Message' })).toHaveAttribute(
      'href',
      `/messages/${other.id}?kind=person`,
    );
    await expect(header.getByRole('link', { name: /0\s+followers/ })).toBeVisible();
    await header.getByRole('button', { name: `Follow ${name}` }).click();
    await expect(header.getByRole('button', { name: `Unfollow ${name}` })).toBeEnabled();
    await expect(header.getByRole('link', { name: /1\s+follower$/ })).toBeVisible();
    await expectAccessible(page);

    // They follow me back from their side: "Follows you" on my profile as they see it.
    await other.page.goto(`/profile/${myId}`);
    await expect(other.page.getByText('Follows you')).toBeVisible();
    await expect(
      other.page.getByRole('button', { name: `Follow ${me.fullName} back` }),
    ).toBeVisible();

    await page.goto('/profile');
    const mine = page.getByRole('region', { name: me.fullName });
    await expect(mine.getByRole('link', { name: /0\s+followers/ })).toBeVisible();
    await mine.getByRole('link', { name: /1\s+following/ }).click();
    await expect(page).toHaveURL(new RegExp(`/connections/${myId}/following$`));
    await expect(page.getByRole('tab', { name: 'Following' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const following = page.getByRole('list', { name: 'Following' });
    await expect(following.getByRole('link', { name: new RegExp(name) })).toBeVisible();
    await expect(following.getByRole('button', { name: `Unfollow ${name}` })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'Followers' }).click();
    await expect(page).toHaveURL(new RegExp(`/connections/${myId}/followers$`));
    await expect(page.getByText('No followers yet')).toBeVisible();

    // Their followers list has me, without a follow button on my own row.
    await page.goto(`/dashboard/connections/${other.id}`);
    await expect(page.getByRole('tab', { name: 'Followers' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const followers = page.getByRole('list', { name: 'Followers' });
    await expect(followers.getByRole('link', { name: new RegExp(me.fullName) })).toBeVisible();
    await expect(followers.getByRole('button')).toHaveCount(0);

    // Unfollow from a list row.
    await page.goto(`/connections/${myId}/following`);
    await page.getByRole('button', { name: `Unfollow ${name}` }).click();
    await expect(page.getByRole('button', { name: `Follow ${name}` })).toBeEnabled();
    await page.goto('/dashboard/profile');
    await expect(
      page.getByRole('region', { name: me.fullName }).getByRole('link', { name: /0\s+following/ }),
    ).toBeVisible();
    await other.close();

    // Signing out says offline first.
    const offline = page.waitForRequest(
      (request) =>
        request.url().endsWith('/api/v1/me/presence') && request.postData() === '{"online":false}',
    );
    await page.getByRole('button', { name: `Account menu for ${me.fullName}` }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await offline;
    await expect(page).toHaveURL(/\/auth/);
  });
});
