import { expect, test } from '../fixtures';
import { openCommunityChat, removeMember } from './communities-chat-helpers';

test.describe('community chat', () => {
  test('two members write in the chat and see each other live; a removed member loses it at once', async ({
    page,
    browser,
    baseURL,
    accounts,
    expectAccessible,
  }) => {
    test.setTimeout(120_000);
    const name = `Seattle runners ${Date.now().toString(36)}`;
    // Both open the chat from the community's page.
    const { communityId, other } = await openCommunityChat(page, {
      browser,
      baseURL,
      signIn: accounts.signIn,
      language: 'en',
      adminName: 'Almaz Tesfaye',
      memberName: 'Dawit Bekele',
      community: { name, description: 'We run around Green Lake on Saturdays.' },
      chatLink: 'Chat',
      messageBox: 'Write a message',
    });
    try {
      const them = other.page;
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
      await removeMember(page, communityId, 'Dawit Bekele');
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
