import { expect, test } from '../fixtures';
import { becomeBusiness, listService } from './services-helpers';

test.describe('services in Amharic', () => {
  test('discover, a service page and the business dashboard speak Amharic', async ({
    page,
    accounts,
    expectAccessible,
  }) => {
    test.setTimeout(90_000);
    await page.addInitScript(() => window.localStorage.setItem('aebro.language', 'am'));
    await accounts.signIn(page);
    await becomeBusiness(page, `Abol Buna ${Date.now().toString(36)}`);
    const title = `Coffee ceremony ${Date.now().toString(36)}`;
    const id = await listService(page, { title, hours: null });

    await page.goto('/services');
    await expect(page.locator('html')).toHaveAttribute('lang', 'am');
    await expect(page.getByRole('heading', { name: 'አገልግሎቶችን ያግኙ', level: 2 })).toBeVisible();
    await expect(page.getByLabel('ዘርፍ', { exact: true })).toBeVisible();
    await expect(page.getByLabel('ከተማ', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(title) })).toContainText(
      'እስካሁን ግምገማ የለም',
    );
    await expectAccessible(page);

    await page.goto(`/service/${id}`);
    await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
    await expect(page.getByText('በቀጠሮ')).toBeVisible();
    await expect(page.getByText('ዋጋውን ይጠይቁ')).toBeVisible();
    await expect(page.getByRole('button', { name: 'ለጊዜው ያቁሙ' })).toBeVisible();
    await expectAccessible(page);

    await page.goto('/services/manage');
    await expect(page.getByRole('heading', { name: 'የንግድ ዳሽቦርድ', level: 2 })).toBeVisible();
    await expect(page.getByText('እዚህ ምንም ጥያቄ የለም')).toBeVisible();
    await expectAccessible(page);
  });
});
