import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/*
 * Polls (issue 36): a member writes a post with a poll on a wide screen; another member votes on a
 * phone, by keyboard, and sees the results as bars with percentages; then reads them in Amharic.
 */

/** Another member's browser, a phone's size. */
async function voterPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  return await context.newPage();
}

test.describe('polls', () => {
  test('create a post with a poll; another member votes and sees the results', async ({
    page,
    browser,
    baseURL,
    accounts,
    expectAccessible,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 1280, height: 800 });
    await accounts.signIn(page);
    await page.goto('/dashboard');

    const question = `Where shall we meet for buna? ${Date.now()}`;
    await page.getByLabel('Write a post').fill(question);
    await page.getByRole('button', { name: 'Poll' }).click();
    await expect(page.getByRole('textbox', { name: 'Option 1' })).toBeFocused();
    await page.getByRole('textbox', { name: 'Option 1' }).fill('Bole');
    await page.getByRole('textbox', { name: 'Option 2' }).fill('Piassa');
    await page.getByRole('button', { name: 'Add option' }).click();
    await page.getByRole('textbox', { name: 'Option 3' }).fill('Merkato');
    await page.getByLabel('Open for').selectOption('24');
    await page.getByRole('button', { name: 'Post', exact: true }).click();

    const card = page.locator('article').filter({ hasText: question });
    await expect(card.getByRole('group', { name: 'Choose one option' })).toBeVisible();
    await expect(card.getByText('0 people voted')).toBeVisible();
    await expect(card.getByText('Closes in 1 day')).toBeVisible();
    await expectAccessible(page);
    const postId = await card.getAttribute('data-post-id');
    expect(postId).toBeTruthy();

    // Another member, on a phone, votes with the keyboard.
    const voter = await voterPage(browser, baseURL);
    try {
      await accounts.signIn(voter);
      await voter.goto(`/post/${postId}`);
      const theirs = voter.locator('article').filter({ hasText: question });
      const bole = theirs.getByRole('radio', { name: 'Bole' });
      await bole.focus();
      await voter.keyboard.press('ArrowDown');
      await expect(theirs.getByRole('radio', { name: 'Piassa' })).toBeChecked();
      await theirs.getByRole('button', { name: 'Vote' }).press('Enter');
      await expect(theirs.getByRole('heading', { name: 'Results' })).toBeVisible();
      await expect(theirs.getByText('100% · 1 vote')).toBeVisible();
      await expect(theirs.getByText('0% · 0 votes')).toHaveCount(2);
      await expect(theirs.getByText('1 person voted')).toBeVisible();
      // Nothing of the poll is wider than the phone's screen.
      const box = await theirs.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
      await expectAccessible(voter);

      // The same results in Amharic.
      await voter.evaluate(() => window.localStorage.setItem('aebro.language', 'am'));
      await voter.reload();
      await expect(
        voter
          .locator('article')
          .filter({ hasText: question })
          .getByRole('heading', { name: 'ውጤቶች' }),
      ).toBeVisible();
    } finally {
      await voter.context().close();
    }

    // The author has not voted: no counts yet, the vote's total only.
    await page.reload();
    await expect(card.getByText('1 person voted')).toBeVisible();
    await expect(card.getByText(/%/)).toHaveCount(0);
  });
});
