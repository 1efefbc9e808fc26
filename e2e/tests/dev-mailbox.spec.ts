import { expect, test } from '../fixtures';

test('the dev mailbox page is served outside production', async ({ page, request }) => {
  const response = await request.get('/api/dev/mailbox');
  expect(response.ok()).toBe(true);
  // Other journeys send e-mail at the same time; the shape is what matters here.
  expect(Array.isArray((await response.json()).messages)).toBe(true);
  await page.goto('/dev/mailbox');
  await expect(page.getByRole('heading', { name: 'Dev mailbox' })).toBeVisible();
});
