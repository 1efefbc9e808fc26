import { expect, test } from '../fixtures';
import { otherUser } from './notifications-helpers';
import { becomeBusiness, listService } from './services-helpers';

test.describe('services live', () => {
  test('the business sees a new request and the member sees it accepted without reloading; a review can be reported', async ({
    page,
    browser,
    baseURL,
    accounts,
  }) => {
    test.setTimeout(180_000);
    await accounts.signIn(page);
    const businessName = `Live Henna ${Date.now().toString(36)}`;
    await becomeBusiness(page, businessName);
    const title = `Live henna ${Date.now().toString(36)}`;
    const serviceId = await listService(page, { title });

    const other = await otherUser(browser, baseURL, accounts.signIn);
    try {
      const them = other.page;
      await them.request.patch('/api/v1/me/profile', { data: { fullName: 'Live Member' } });

      // The business watches its dashboard; the member's request appears there on its own.
      await page.goto('/services/manage');
      const incoming = page.getByRole('list', { name: 'Requests to my services' });
      await expect(
        page.getByRole('heading', { name: 'Business dashboard', level: 2 }),
      ).toBeVisible();
      await expect(incoming.getByText('Henna for a naming day')).toHaveCount(0);
      const sent = await them.request.post(`/api/v1/services/${serviceId}/requests`, {
        data: { need: 'Henna for a naming day', preferredDate: '2030-07-01' },
      });
      expect(sent.status(), await sent.text()).toBe(201);
      const requestId = ((await sent.json()) as { id: string }).id;
      await expect(incoming.getByText('Henna for a naming day')).toBeVisible({ timeout: 10_000 });
      await page.screenshot({ path: test.info().outputPath('dashboard-live.png') });

      // The member watches their requests; the business accepts with a proposed time.
      await them.goto('/services/requests');
      const mine = them.getByRole('list', { name: 'My requests' });
      await expect(mine.getByText('Henna for a naming day')).toBeVisible();
      await expect(mine.getByText('Accepted')).toHaveCount(0);
      await incoming.getByRole('button', { name: 'Accept' }).click();
      const accept = page.getByRole('dialog', { name: 'Accept this request?' });
      await accept.getByLabel(/Proposed date/).fill('2030-07-02');
      await accept.getByRole('button', { name: 'Accept request' }).click();
      await expect(mine.getByText('Accepted')).toBeVisible({ timeout: 10_000 });
      await them.screenshot({ path: test.info().outputPath('requests-live.png') });

      // Completed and reviewed (through the API); the business reports the review.
      const done = await page.request.put(`/api/v1/service-requests/${requestId}`, {
        data: { state: 'completed' },
      });
      expect(done.status(), await done.text()).toBe(200);
      const reviewed = await them.request.post(`/api/v1/service-requests/${requestId}/review`, {
        data: { rating: 1, body: 'Buy cheap followers at example.org' },
      });
      expect(reviewed.status(), await reviewed.text()).toBe(201);
      await page.goto(`/service/${serviceId}`);
      await expect(page.getByText('Buy cheap followers at example.org')).toBeVisible();
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('button', { name: 'Report review' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath('review-report-390.png') });
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.getByRole('button', { name: 'Report review' }).click();
      const report = page.getByRole('dialog', { name: 'Report a review by Live Member' });
      await report.getByRole('radio', { name: 'Spam' }).check();
      await report.getByRole('button', { name: 'Send report' }).click();
      await expect(page.getByRole('dialog', { name: "Thanks, we'll review it" })).toBeVisible();
      // The reviewer has no Report button on their own review.
      await them.goto(`/service/${serviceId}`);
      await expect(them.getByText('Buy cheap followers at example.org')).toBeVisible();
      await expect(them.getByRole('button', { name: 'Report review' })).toHaveCount(0);
      expect(other.errors).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
