import { expect, test } from '../fixtures';

test('the dev mailbox page is served outside production, each e-mail as its HTML', async ({
  page,
  request,
  accounts,
  mailbox,
}) => {
  const response = await request.get('/api/dev/mailbox');
  expect(response.ok()).toBe(true);
  // Other journeys send e-mail at the same time; the shape is what matters here.
  expect(Array.isArray((await response.json()).messages)).toBe(true);

  // A sign-up's verification e-mail, shown as a mail program would show it.
  const member = await accounts.unverifiedMember();
  // It goes out after the answer (a job): wait until the mailbox has it.
  await mailbox.linkFor(member.email);
  await page.goto('/dev/mailbox');
  await expect(page.getByRole('heading', { name: 'Dev mailbox' })).toBeVisible();
  const article = page.getByRole('article').filter({ hasText: member.email }).first();
  // Its HTML in a sandbox of its own origin, the action its first link.
  const frame = article.locator('iframe.mail');
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute('sandbox', /^(?!.*allow-same-origin)/);
  await expect(frame).toHaveAttribute(
    'srcdoc',
    /^(?:(?!<a ).)*<a [^>]*href="[^"]*\/api\/auth\/verify-email\?token=[^"]*"[^>]*>Confirm my e-mail<\/a>/s,
  );
  if (process.env.SCREENSHOT_DIR)
    await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/dev-mailbox.png` });
});
