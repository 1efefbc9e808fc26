import { expect, test } from '../fixtures';

test('the dev mailbox page is served outside production', async ({ page, request }) => {
  const response = await request.get('/api/dev/mailbox');
  expect(response.ok()).toBe(true);
  expect(await response.json()).toEqual({ messages: [] });
  await page.goto('/dev/mailbox');
  await expect(page.getByRole('heading', { name: 'Dev mailbox' })).toBeVisible();
});
