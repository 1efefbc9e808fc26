import { expect, test } from '../fixtures';
import { otherUser } from './notifications-helpers';

test.describe('community chat', () => {
  test('two members write in the chat and see each other live; a removed member loses it at once', async ({
    page,
    browser,
    baseURL,
    accounts,
    expectAccessible,
  }) => {
    test.setTimeout(120_000);
    await accounts.signIn(page);
    const named = await page.request.patch('/api/v1/me/profile', {
      data: { fullName: 'Almaz Tesfaye' },
    });
    expect(named.ok()).toBe(true);
    const name = `Seattle runners ${Date.now().toString(36)}`;
    const created = await page.request.post('/api/v1/communities', {
      data: { name, description: 'We run around Green Lake on Saturdays.', privacy: 'public' },
    });
    expect(created.ok()).toBe(true);
    const communityId = ((await created.json()) as { id: string }).id;

    const other = await otherUser(browser, baseURL, accounts.signIn);
    try {
      const them = other.page;
      await other.call('put', '/api/v1/communities/' + communityId + '/membership', {});
      const renamed = await them.request.patch('/api/v1/me/profile', {
        data: { fullName: 'Dawit Bekele' },
      });
      expect(renamed.ok()).toBe(true);

      // Both open the chat from the community's page.
      await page.goto(`/community/${communityId}`);
      await page.getByRole('link', { name: 'Chat', exact: true }).click();
      await expect(page).toHaveURL(`/dashboard/communities/${communityId}/chat`);
      await them.goto(`/community/${communityId}`);
      await them.getByRole('link', { name: 'Chat', exact: true }).click();
      await expect(them.getByLabel('Write a message')).toBeVisible();

      // Each sees the other's message live, with the sender's name.
      await page.getByLabel('Write a message').fill('Who is running on Saturday?');
      await page.getByLabel('Write a message').press('Enter');
      const fromAlmaz = them
        .getByTestId('message')
        .filter({ hasText: 'Who is running on Saturday?' });
      await expect(fromAlmaz).toBeVisible();
      await expect(fromAlmaz.getByTestId('sender')).toHaveText('Almaz Tesfaye');

      // Typed at once after opening: the notice waits for the room's join, then shows.
      await them.getByLabel('Write a message').fill('Me, see you at 7');
      await expect(page.getByText('Dawit Bekele is typing…')).toBeVisible();
      await them.getByLabel('Write a message').press('Enter');
      const fromDawit = page.getByTestId('message').filter({ hasText: 'Me, see you at 7' });
      await expect(fromDawit).toBeVisible();
      await expect(fromDawit.getByTestId('sender')).toHaveText('Dawit Bekele');
      await expect(page.getByText('Seen')).toHaveCount(0);
      await expectAccessible(page);

      // The admin removes Dawit: his chat closes at once, without reloading.
      const members = await page.request.get(`/api/v1/communities/${communityId}/members`);
      const dawit = (
        (await members.json()) as { items: Array<{ id: string; fullName: string }> }
      ).items.find((member) => member.fullName === 'Dawit Bekele');
      expect(dawit).toBeDefined();
      const removed = await page.request.delete(
        `/api/v1/communities/${communityId}/members/${dawit?.id}`,
      );
      expect(removed.ok()).toBe(true);
      await expect(them.getByText('The chat is for members only')).toBeVisible();
      await expect(them.getByLabel('Write a message')).toHaveCount(0);

      // What the admin writes next does not reach him.
      await page.getByLabel('Write a message').fill('Members only from now on');
      await page.getByLabel('Write a message').press('Enter');
      await expect(
        page.getByTestId('message').filter({ hasText: 'Members only from now on' }),
      ).toBeVisible();
      await them.goto(`/dashboard/communities/${communityId}/chat`);
      await expect(them.getByText('The chat is for members only')).toBeVisible();
      await expect(them.getByText('Members only from now on')).toHaveCount(0);
      expect(other.errors).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
