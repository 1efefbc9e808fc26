import { expect, test } from '../fixtures';
import { otherUser } from './notifications-helpers';

const inAmharic = () => window.localStorage.setItem('aebro.language', 'am');

test.describe('community chat in Amharic', () => {
  test('two members write live in Amharic; a renamed community renames its chat; a removed member loses it at once', async ({
    page,
    browser,
    baseURL,
    accounts,
    expectAccessible,
  }) => {
    test.setTimeout(120_000);
    await page.addInitScript(inAmharic);
    await accounts.signIn(page);
    const named = await page.request.patch('/api/v1/me/profile', {
      data: { fullName: 'አልማዝ ተስፋዬ' },
    });
    expect(named.ok()).toBe(true);
    const suffix = Date.now().toString(36);
    const name = `የሲያትል ሯጮች ${suffix}`;
    const created = await page.request.post('/api/v1/communities', {
      data: { name, description: 'ቅዳሜ ቅዳሜ በግሪን ሌክ ዙሪያ እንሮጣለን።', privacy: 'public' },
    });
    expect(created.ok()).toBe(true);
    const communityId = ((await created.json()) as { id: string }).id;

    const other = await otherUser(browser, baseURL, accounts.signIn);
    try {
      const them = other.page;
      await them.addInitScript(inAmharic);
      await other.call('put', `/api/v1/communities/${communityId}/membership`, {});
      const renamed = await them.request.patch('/api/v1/me/profile', {
        data: { fullName: 'ዳዊት በቀለ' },
      });
      expect(renamed.ok()).toBe(true);

      // Both open the chat from the community's page ("ውይይት").
      await page.goto(`/community/${communityId}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'am');
      await page.getByRole('link', { name: 'ውይይት', exact: true }).click();
      await expect(page).toHaveURL(`/dashboard/communities/${communityId}/chat`);
      await them.goto(`/community/${communityId}`);
      await them.getByRole('link', { name: 'ውይይት', exact: true }).click();
      await expect(them.getByLabel('መልእክት ይጻፉ')).toBeVisible();

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
      const members = await page.request.get(`/api/v1/communities/${communityId}/members`);
      const dawit = (
        (await members.json()) as { items: Array<{ id: string; fullName: string }> }
      ).items.find((member) => member.fullName === 'ዳዊት በቀለ');
      expect(dawit).toBeDefined();
      const removed = await page.request.delete(
        `/api/v1/communities/${communityId}/members/${dawit?.id}`,
      );
      expect(removed.ok()).toBe(true);
      await expect(them.getByText('ውይይቱ ለአባላት ብቻ ነው')).toBeVisible();
      await expect(them.getByLabel('መልእክት ይጻፉ')).toHaveCount(0);
      await expectAccessible(them);
      expect(other.errors).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
