import type { Browser, Page } from '@playwright/test';
import { expect, test, type TestMember } from '../fixtures';

// An 8 × 6 red PNG, made in the test rather than read from a file.
const photo = {
  name: 'injera.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAAEUlEQVR42mM4oaGBFTEMpAQAgPc0gTglveMAAAAASUVORK5CYII=',
    'base64',
  ),
};

async function userIdOf(page: Page): Promise<string> {
  const session = (await (await page.request.get('/api/v1/session')).json()) as {
    user: { id: string };
  };
  return session.user.id;
}

interface SecondUser {
  page: Page;
  member: TestMember;
  errors: string[];
  close: () => Promise<void>;
}

/** A second member in a browser context of their own; their console errors are collected too. */
async function secondUser(
  browser: Browser,
  baseURL: string | undefined,
  signIn: (page: Page) => Promise<TestMember>,
): Promise<SecondUser> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 4\d\d/.test(message.text()))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const member = await signIn(page);
  return { page, member, errors, close: () => context.close() };
}

test.describe('posts and the home feed', () => {
  test('post with a photo; a follower likes and comments and the author sees the counts live; save, edit, delete', async ({
    page,
    browser,
    baseURL,
    accounts,
    expectAccessible,
  }) => {
    test.setTimeout(120_000);
    await accounts.signIn(page);
    const myId = await userIdOf(page);

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Latest posts' })).toBeVisible();
    const empty = page.getByRole('region', { name: 'Your feed is quiet for now' });
    await expect(empty).toBeVisible();
    await expect(empty.getByRole('link', { name: 'Find people' })).toHaveAttribute(
      'href',
      '/search',
    );

    // An empty post is refused with the shared validation text. The composer's tools come with
    // it when the member starts writing (ComposerOnDemand).
    await page.getByLabel('Write a post').click();
    const postButton = page.getByRole('button', { name: 'Post', exact: true });
    await postButton.click();
    await expect(page.getByText('Write something or add a photo before posting.')).toBeVisible();

    // A post for my followers only.
    const forFollowers = `Only for my followers ${Date.now()}`;
    await page.getByLabel('Write a post').fill(forFollowers);
    await page.getByLabel('Who can see it').selectOption('followers');
    await postButton.click();
    const followersCard = page.locator('article').filter({ hasText: forFollowers });
    await expect(followersCard.getByText('Only followers can see this post')).toBeAttached();
    const followersPostId = await followersCard.getAttribute('data-post-id');
    await page.getByLabel('Who can see it').selectOption('public');

    // Write a post with a photo.
    const text = `Buna ceremony this Saturday ${Date.now()} — details at https://example.org/buna`;
    await page.getByLabel('Write a post').fill(text);
    await expect(page.getByText(`${text.length} of 5,000 characters`)).toBeVisible();
    await page.getByLabel('Add photos').setInputFiles(photo);
    await expect(page.getByRole('button', { name: 'Remove photo 1 of 1' })).toBeVisible();
    await expect(postButton).toBeEnabled();
    await postButton.click();

    const card = page.locator('article').filter({ hasText: text });
    await expect(card).toBeVisible();
    await expect(page.getByLabel('Write a post')).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Remove photo 1 of 1' })).toHaveCount(0);
    await expect(
      card.getByRole('button', { name: 'Open the photo by Selam Tesfaye' }),
    ).toBeVisible();
    await expect(card.locator('img')).toHaveJSProperty('complete', true);
    await expect(card.getByRole('link', { name: /https:\/\/example\.org\/buna/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow',
    );
    await expect(card.locator('time')).toHaveText('just now');
    await expect(card.getByRole('button', { name: 'Like, 0 likes' })).toBeVisible();
    await expectAccessible(page);

    // The photo opens larger, and closes with 'Close'.
    await card.getByRole('button', { name: 'Open the photo by Selam Tesfaye' }).click();
    const viewer = page.getByRole('dialog', { name: 'Photo by Selam Tesfaye' });
    await expect(viewer).toBeVisible();
    await viewer.getByRole('button', { name: 'Close' }).click();
    await expect(viewer).toHaveCount(0);

    const postId = await card.getAttribute('data-post-id');
    expect(postId).toBeTruthy();

    // A second member follows me (through the API), then likes and comments in their browser.
    const other = await secondUser(browser, baseURL, accounts.signIn);
    try {
      // Before following me, the followers-only post does not exist for them.
      await other.page.goto(`/post/${followersPostId}`);
      await expect(
        other.page.getByRole('heading', { name: 'This post is not available' }),
      ).toBeVisible();
      await expect(other.page.getByRole('link', { name: 'Back to the home feed' })).toHaveAttribute(
        'href',
        '/dashboard',
      );

      expect((await other.page.request.put(`/api/v1/profiles/${myId}/follow`)).status()).toBe(200);
      await other.page.goto('/dashboard');
      const theirCard = other.page.locator('article').filter({ hasText: text });
      await expect(other.page.locator('article').filter({ hasText: forFollowers })).toBeVisible();
      await theirCard.getByRole('button', { name: 'Like, 0 likes' }).click();
      await expect(theirCard.getByRole('button', { name: 'Like, 1 like' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await theirCard.getByRole('link', { name: 'Comment, 0 comments' }).click();
      await expect(other.page).toHaveURL(new RegExp(`/post/${postId}#comment$`));
      await expect(other.page.getByLabel('Write a comment')).toBeFocused();
      await other.page.getByLabel('Write a comment').fill('Enkuan aderesachihu! See you there.');
      await other.page.getByRole('button', { name: 'Comment', exact: true }).click();
      await expect(
        other.page.getByRole('listitem').filter({ hasText: 'Enkuan aderesachihu! See you there.' }),
      ).toBeVisible();

      // Live: without a reload, my card shows the like and the comment.
      await expect(card.getByRole('button', { name: 'Like, 1 like' })).toBeVisible();
      await expect(card.getByRole('link', { name: 'Comment, 1 comment' })).toBeVisible();

      // A new post of mine is announced above their feed as "1 new post".
      await other.page.goto('/dashboard');
      await expect(other.page.locator('article').filter({ hasText: text })).toBeVisible();
      // Their socket may still be connecting: post again until the announcement shows.
      const announcement = other.page.getByRole('button', { name: /^\d+ new posts?$/ });
      let second = '';
      await expect(async () => {
        second = `Second post ${Date.now()}`;
        expect(
          (await page.request.post('/api/v1/posts', { data: { body: second } })).status(),
        ).toBe(201);
        await expect(announcement).toBeVisible({ timeout: 2000 });
      }).toPass({ timeout: 20_000 });
      await announcement.click();
      await expect(other.page.locator('article').first()).toContainText(second);
      await expect(announcement).toHaveCount(0);
      expect(other.errors, 'the second page logged errors').toEqual([]);
    } finally {
      await other.close();
    }

    // Save it, and find it under Saved (both addresses).
    await card.getByRole('button', { name: 'Save, 0 saves' }).click();
    await expect(card.getByRole('button', { name: 'Save, 1 save' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.goto('/saved-posts');
    await expect(page.getByRole('tablist', { name: 'Saved items' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('article').filter({ hasText: text })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('tab', { name: 'Events' }).click();
    await expect(page.getByText('Saved events will appear here.')).toBeVisible();
    await page.goto('/dashboard/saved');
    await expect(page.locator('article').filter({ hasText: text })).toBeVisible();

    // The single post: the comment is there; as the author I may delete it.
    await page.goto(`/post/${postId}`);
    const single = page.locator('article').filter({ hasText: text });
    await expect(single).toBeVisible();
    const comment = page
      .getByRole('listitem')
      .filter({ hasText: 'Enkuan aderesachihu! See you there.' });
    await expect(comment).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Comments (1)' })).toBeVisible();
    await expectAccessible(page);
    await comment.getByRole('button', { name: 'Delete the comment by Selam Tesfaye' }).click();
    const confirmComment = page.getByRole('alertdialog', { name: 'Delete this comment?' });
    await expect(confirmComment).toContainText('This cannot be undone.');
    await confirmComment.getByRole('button', { name: 'Delete comment' }).click();
    await expect(comment).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Comments (0)' })).toBeVisible();

    // Edit it: the card says 'edited'.
    await single.getByRole('button', { name: 'Post options' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edited = `${text} (updated)`;
    // While it is edited the text is in the field (its value, not the card's text): found by label.
    const editor = page.locator('form').filter({ has: page.getByLabel('Edit your post') });
    await editor.getByLabel('Edit your post').fill(edited);
    await editor.getByRole('button', { name: 'Save changes' }).click();
    await expect(single.getByText('edited', { exact: true })).toBeVisible();
    await expect(single).toContainText('(updated)');

    // Delete it, after a confirmation that says it cannot be undone.
    await single.getByRole('button', { name: 'Post options' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirmPost = page.getByRole('alertdialog', { name: 'Delete this post?' });
    await expect(confirmPost).toContainText('This cannot be undone.');
    await confirmPost.getByRole('button', { name: 'Delete post' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.locator('article').filter({ hasText: edited })).toHaveCount(0);
    await page.goto(`/post/${postId}`);
    await expect(page.getByRole('heading', { name: 'This post is not available' })).toBeVisible();
  });

  test('the feed loads older posts as one scrolls, with a "Load more" button, to the end', async ({
    page,
    accounts,
  }) => {
    test.setTimeout(60_000);
    await accounts.signIn(page);
    for (let n = 1; n <= 23; n += 1) {
      expect(
        (
          await page.request.post('/api/v1/posts', { data: { body: `Feed post number ${n}` } })
        ).status(),
      ).toBe(201);
    }
    await page.goto('/dashboard');
    // Boosted posts of other members (other journeys pay for some) may be placed between them.
    const ownPosts = page.locator('article:not([data-boosted])');
    await expect(ownPosts).toHaveCount(20);
    await expect(ownPosts.first()).toContainText('Feed post number 23');
    await page.getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded();
    await expect(ownPosts).toHaveCount(23);
    await expect(ownPosts.last()).toContainText('Feed post number 1');
    await expect(page.getByText("You're all caught up.")).toBeVisible();
    await page.goto('/posts');
    await expect(page.getByRole('heading', { name: 'Posts', level: 2 })).toBeVisible();
    await expect(page.locator('article').filter({ hasText: 'Feed post number 23' })).toBeVisible();
  });
});
