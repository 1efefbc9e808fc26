import { expect, test } from '../fixtures';
import { otherUser, userIdOf } from './notifications-helpers';

const shots = process.env.TYPING_SCREENSHOTS;

test.describe("the Ge'ez typing aid", () => {
  test("types Ge'ez with Latin letters in the composer, on a keyboard and as a phone keyboard commits words; the post is found by its Latin spelling", async ({
    page,
    accounts,
    expectAccessible,
  }) => {
    test.setTimeout(90_000);
    await accounts.signIn(page);
    await page.goto('/dashboard');
    const box = page.getByRole('textbox', { name: 'Write a post' });
    const toggle = page.getByRole('button', { name: "Type in Ge'ez" });
    // The composer's tools come with it when the member starts writing (ComposerOnDemand).
    await box.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');

    // Off: Latin stays Latin.
    await page.keyboard.type('hi ');
    await expect(box).toHaveValue('hi ');

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(box).toBeFocused();
    await page.keyboard.type('selam');
    await expect(box).toHaveValue('hi ሰላም');
    // Backspace takes off the last syllable, and typing goes on from there.
    await page.keyboard.press('Backspace');
    await expect(box).toHaveValue('hi ሰላ');
    await page.keyboard.type('m');
    await expect(box).toHaveValue('hi ሰላም');
    // Typing where the caret is, in the middle of the text.
    await page.keyboard.press('Home');
    await page.keyboard.type('buna ');
    await expect(box).toHaveValue('ቡና hi ሰላም');
    await page.keyboard.press('End');
    // A phone keyboard commits a whole word at once (no key events): it is converted too.
    await page.keyboard.insertText(' leHulachhu');
    await expect(box).toHaveValue('ቡና hi ሰላም ለሑላችሁ');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(box).toHaveValue('');
    const found = (await (await page.request.get('/api/v1/posts?q=selam')).json()) as {
      items: Array<{ body: string }>;
    };
    expect(found.items.map((post) => post.body)).toContain('ቡና hi ሰላም ለሑላችሁ');

    // The same choice in Settings → Appearance, with the table of syllables.
    await page.goto('/settings');
    const setting = page.getByRole('switch', { name: "Type Ge'ez with Latin letters" });
    await expect(setting).toBeChecked();
    await page.getByText('How to type each letter').click();
    await expect(page.getByRole('row', { name: /^s ሰ ሱ ሲ ሳ ሴ ስ ሶ$/ })).toBeVisible();
    await setting.click();
    await expect(setting).not.toBeChecked();
    await expectAccessible(page);
    await page.goto('/dashboard');
    await page.getByRole('textbox', { name: 'Write a post' }).click();
    await expect(page.getByRole('button', { name: "Type in Ge'ez" })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  test("types Ge'ez in the message box of a conversation and of a community's chat, on a phone too", async ({
    page,
    browser,
    baseURL,
    accounts,
    expectAccessible,
  }) => {
    test.setTimeout(120_000);
    await accounts.signIn(page);
    const almazId = await userIdOf(page);
    const other = await otherUser(browser, baseURL, accounts.signIn);
    try {
      await other.call('put', `/api/v1/profiles/${almazId}/follow`);
      const dawitId = await userIdOf(other.page);

      // A conversation, on a phone-sized screen.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/messages/${dawitId}`);
      const field = page.getByLabel('Write a message');
      const toggle = page.getByRole('button', { name: "Type in Ge'ez" });
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await expect(field).toBeFocused();
      await page.keyboard.type('selam ');
      // A phone keyboard commits a whole word at once: it is converted too.
      await page.keyboard.insertText('buna');
      await expect(field).toHaveValue('ሰላም ቡና');
      if (shots) await page.screenshot({ path: `${shots}/message-box-390.png` });
      await field.press('Enter');
      await expect(page.getByTestId('message').filter({ hasText: 'ሰላም ቡና' }).first()).toBeVisible();
      await expect(field).toHaveValue('');
      await expectAccessible(page);

      // A community's chat, on a desktop screen: the choice is remembered.
      await page.setViewportSize({ width: 1280, height: 800 });
      const created = await page.request.post('/api/v1/communities', {
        data: {
          name: `Buna lovers ${Date.now().toString(36)}`,
          description: 'Coffee ceremonies and conversation, every Sunday.',
          privacy: 'public',
        },
      });
      expect(created.ok()).toBe(true);
      const communityId = ((await created.json()) as { id: string }).id;
      await page.goto(`/dashboard/communities/${communityId}/chat`);
      const chatField = page.getByLabel('Write a message');
      const chatToggle = page.getByRole('button', { name: "Type in Ge'ez" });
      await expect(chatToggle).toHaveAttribute('aria-pressed', 'true');
      await chatField.click();
      await page.keyboard.type('dehna');
      await expect(chatField).toHaveValue('ደህና');
      if (shots) await page.screenshot({ path: `${shots}/community-chat-1280.png` });
      await chatField.press('Enter');
      await expect(page.getByTestId('message').filter({ hasText: 'ደህና' })).toBeVisible();
      // Off again: Latin stays Latin.
      await chatToggle.click();
      await expect(chatToggle).toHaveAttribute('aria-pressed', 'false');
      await page.keyboard.type('ok');
      await expect(chatField).toHaveValue('ok');
    } finally {
      await other.close();
    }
  });
});
