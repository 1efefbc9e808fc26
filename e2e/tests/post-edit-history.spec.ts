import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/*
 * Edit history (issue 36): an edited post or comment says "edited", and that mark opens what it
 * read before, on a phone and on a wide screen, in English and in Amharic.
 */

async function newPost(page: Page, body: string): Promise<string> {
  const created = await page.request.post('/api/v1/posts', { data: { body } });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

/** The dialog lies within the screen: nothing of it is cut off sideways. */
async function expectWithinScreen(page: Page, dialog: ReturnType<Page['getByRole']>) {
  const box = await dialog.boundingBox();
  const size = page.viewportSize();
  expect(box && size).toBeTruthy();
  if (!box || !size) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(size.width);
  expect(box.y + box.height).toBeLessThanOrEqual(size.height);
}

test.describe('edit history', () => {
  test('edit a post and a comment, then read what they said before, on a phone and a wide screen', async ({
    page,
    accounts,
    expectAccessible,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 390, height: 844 });
    await accounts.signIn(page);
    const first = `Buna on Saturday ${Date.now()}`;
    const postId = await newPost(page, first);
    await page.goto(`/post/${postId}`);
    const card = page.locator('article').filter({ hasText: first });
    await expect(card).toBeVisible();
    // Not edited yet: no mark.
    await expect(
      card.getByRole('button', { name: 'edited: see the earlier versions' }),
    ).toHaveCount(0);

    await card.getByRole('button', { name: 'Post options' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const editor = page.locator('form').filter({ has: page.getByLabel('Edit your post') });
    const second = first.replace('Saturday', 'Sunday');
    await editor.getByLabel('Edit your post').fill(second);
    await editor.getByRole('button', { name: 'Save changes' }).click();
    const edited = page.locator('article').filter({ hasText: second });
    const mark = edited.getByRole('button', { name: 'edited: see the earlier versions' });
    await expect(mark).toHaveText('edited');

    // The mark is reached and pressed by keyboard.
    await mark.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Edit history of the post' });
    await expect(dialog).toBeVisible();
    const versions = dialog.getByRole('listitem');
    await expect(versions).toHaveCount(2);
    await expect(versions.nth(0)).toContainText('Now');
    await expect(versions.nth(0)).toContainText(second);
    await expect(versions.nth(1)).toContainText('Before an edit');
    await expect(versions.nth(1)).toContainText(first);
    await expect(versions.nth(1).locator('time')).toHaveText(/\d{4}/);
    await expectWithinScreen(page, dialog);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(mark).toBeFocused();

    // A comment of mine, edited in place, has its own history.
    await page.getByLabel('Write a comment').fill('See you there at 10');
    await page.getByRole('button', { name: 'Comment', exact: true }).click();
    const comment = page.getByRole('listitem').filter({ hasText: 'See you there at 10' });
    await comment.getByRole('button', { name: 'Edit your comment' }).click();
    // While it is edited its text is the field's value: the field and its form are found by name.
    await page.getByRole('textbox', { name: 'Edit your comment' }).fill('See you there at 11');
    await page.getByRole('button', { name: 'Save changes' }).click();
    const editedComment = page.getByRole('listitem').filter({ hasText: 'See you there at 11' });
    await editedComment.getByRole('button', { name: 'edited: see the earlier versions' }).click();
    const commentHistory = page.getByRole('dialog', { name: 'Edit history of the comment' });
    await expect(commentHistory.getByRole('listitem').nth(1)).toContainText('See you there at 10');
    await page.keyboard.press('Escape');

    // The same on a wide screen.
    await page.setViewportSize({ width: 1280, height: 800 });
    await mark.click();
    await expect(dialog.getByRole('listitem').nth(1)).toContainText(first);
    await expectWithinScreen(page, dialog);
    await expectAccessible(page);
  });

  test('in Amharic', async ({ page, accounts }) => {
    await page.addInitScript(() => window.localStorage.setItem('aebro.language', 'am'));
    await accounts.signIn(page);
    const first = `የቡና ሥነ ሥርዓት ቅዳሜ ${Date.now()}`;
    const postId = await newPost(page, first);
    const patched = await page.request.patch(`/api/v1/posts/${postId}`, {
      data: { body: first.replace('ቅዳሜ', 'እሑድ') },
    });
    expect(patched.status()).toBe(200);

    await page.goto(`/post/${postId}`);
    await page.getByRole('button', { name: 'ተስተካክሏል፦ ቀደም ያሉትን ቅጂዎች ይመልከቱ' }).click();
    const dialog = page.getByRole('dialog', { name: 'የልጥፉ የማስተካከያ ታሪክ' });
    await expect(dialog.getByRole('listitem').nth(1)).toContainText(first);
    await expect(dialog.getByRole('listitem').nth(1)).toContainText('ከማስተካከያ በፊት');
  });
});
