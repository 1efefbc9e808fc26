import { expect, test } from '../fixtures';
import { openCommunityChat, removeMember } from './communities-chat-helpers';

test.describe('community chat in Amharic', () => {
  test('two members write live in Amharic; a renamed community renames its chat; a removed member loses it at once', async ({
    page,
    browser,
    baseURL,
    accounts,
    expectAccessible,
  }) => {
    test.setTimeout(120_000);
    const suffix = Date.now().toString(36);
    const name = `የሲያትል ሯጮች ${suffix}`;
    // Both open the chat from the community's page ("ውይይት").
    const { communityId, other } = await openCommunityChat(page, {
      browser,
      baseURL,
      signIn: accounts.signIn,
      language: 'am',
      adminName: 'አልማዝ ተስፋዬ',
      memberName: 'ዳዊት በቀለ',
      community: { name, description: 'ቅዳሜ ቅዳሜ በግሪን ሌክ ዙሪያ እንሮጣለን።' },
      chatLink: 'ውይይት',
      messageBox: 'መልእክት ይጻፉ',
    });
    try {
      const them = other.page;
      // Ge'ez messages arrive live with the sender's name, and typing shows in Amharic.
      await page.getByLabel('መልእክት ይጻፉ').fill('ቅዳሜ ማን ይሮጣል?');
      await page.getByLabel('መልእክት ይጻፉ').press('Enter');
      const fromAlmaz = them.getByTestId('message').filter({ hasText: 'ቅዳሜ ማን ይሮጣል?' });
      await expect(fromAlmaz).toBeVisible();
      await expect(fromAlmaz.getByTestId('sender')).toHaveText('አልማዝ ተስፋዬ');

      await them.getByLabel('መልእክት ይጻፉ').fill('እኔ፣ በ1 ሰዓት እንገናኝ');
      await expect(page.getByText('ዳዊት በቀለ እየጻፉ ነው…')).toBeVisible();
      await them.getByLabel('መልእክት ይጻፉ').press('Enter');
      const fromDawit = page.getByTestId('message').filter({ hasText: 'እኔ፣ በ1 ሰዓት እንገናኝ' });
      await expect(fromDawit).toBeVisible();
      await expect(fromDawit.getByTestId('sender')).toHaveText('ዳዊት በቀለ');
      // No read receipts in a group chat.
      await expect(page.getByText('ታይቷል')).toHaveCount(0);
      await expectAccessible(page);

      // The admin renames the community: Dawit's list of conversations shows the new name live.
      await them.goto('/messages');
      await expect(them.getByRole('link', { name: new RegExp(name) })).toBeVisible();
      const newName = `የሲያትል ሯጮች ማኅበር ${suffix}`;
      const edited = await page.request.patch(`/api/v1/communities/${communityId}`, {
        data: { name: newName },
      });
      expect(edited.ok()).toBe(true);
      await expect(them.getByRole('link', { name: new RegExp(newName) })).toBeVisible();
      await expect(them.getByRole('link', { name: new RegExp(name) })).toHaveCount(0);
      await expectAccessible(them);
      await them.goto(`/dashboard/communities/${communityId}/chat`);
      await expect(them.getByLabel('መልእክት ይጻፉ')).toBeVisible();

      // The admin removes Dawit: his chat closes at once, in Amharic, without reloading.
      await removeMember(page, communityId, 'ዳዊት በቀለ');
      await expect(them.getByText('ውይይቱ ለአባላት ብቻ ነው')).toBeVisible();
      await expect(them.getByLabel('መልእክት ይጻፉ')).toHaveCount(0);
      await expectAccessible(them);
      expect(other.errors).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
