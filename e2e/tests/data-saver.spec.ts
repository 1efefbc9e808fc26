import sharp from 'sharp';
import { expect, test } from '../fixtures';

test.describe('data saver', () => {
  test('shows photos as placeholders with their size that load the smallest copy on tap', async ({
    page,
    accounts,
    expectAccessible,
  }) => {
    test.setTimeout(90_000);
    await accounts.signIn(page);
    await page.goto('/dashboard');
    const photo = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: '#1d5e38' },
    })
      .jpeg()
      .toBuffer();
    // The composer's tools come with it when the member starts writing (ComposerOnDemand).
    await page.getByRole('textbox', { name: 'Write a post' }).fill('Meskel photos');
    await page
      .getByLabel('Add photos')
      .setInputFiles({ name: 'meskel.jpg', mimeType: 'image/jpeg', buffer: photo });
    const post = page.getByRole('button', { name: 'Post', exact: true });
    await expect(post).toBeEnabled();
    await post.click();
    // Without data saver the photo is shown from its copies (srcset with WebP).
    const shown = page.locator('[data-testid="post-images"] img').first();
    await expect(shown).toBeVisible();
    await expect(
      page.locator('[data-testid="post-images"] source[type="image/webp"]'),
    ).toHaveAttribute('srcset', /-320\.webp 320w, .*-640\.webp 640w, .*-1280\.webp 1280w/);

    await page.goto('/settings');
    await page
      .getByRole('group', { name: 'Data saver' })
      .getByRole('radio', { name: /^Always on/ })
      .check();
    await page.goto('/dashboard');
    const placeholder = page.getByRole('button', { name: /^Load photo 1 of 1 by .* \(\d+ K?B\)$/ });
    await expect(placeholder).toBeVisible();
    await expect(page.locator('[data-testid="post-images"] img')).toHaveCount(0);
    await expectAccessible(page);
    await placeholder.click();
    const loaded = page.locator('[data-testid="post-images"] img').first();
    await expect(loaded).toHaveAttribute('src', /-320\.webp$/);
    await expect
      .poll(() => loaded.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(320);
  });
});
