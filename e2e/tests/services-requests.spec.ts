import { expect, test } from '../fixtures';
import { otherUser } from './notifications-helpers';
import { becomeBusiness, listService } from './services-helpers';

/*
 * What a newcomer met in the services area (issue 35, items 15–20): a new listing starts from the
 * business's profile, a sent request shows on the listing's page instead of a second "Request",
 * times read as every other time does, and the dashboard's Show filter holds "All requests", lives
 * in the address and keeps an answered request in view.
 */
test.describe('service requests', () => {
  test('a new listing starts from the business profile', async ({ page, accounts }) => {
    await accounts.signIn(page);
    await becomeBusiness(page, `Selam Henna ${Date.now().toString(36)}`);
    const website = await page.request.patch('/api/v1/me/profile', {
      data: { website: 'https://henna.example.org' },
    });
    expect(website.ok()).toBe(true);

    await page.goto('/services/new');
    await expect(page.getByRole('heading', { name: 'List a service', level: 2 })).toBeVisible();
    await expect(page.getByLabel('Category', { exact: true })).toHaveValue('makeup_artist');
    await expect(page.getByLabel('City', { exact: true })).toHaveValue('washington-dc');
    await expect(page.getByLabel(/^E-mail/)).toHaveValue('henna@example.org');
    await expect(page.getByLabel(/^Website/)).toHaveValue('https://henna.example.org');
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('');
  });

  test('a sent request shows on the page and in My requests; the dashboard keeps its filter and an answered request', async ({
    page,
    browser,
    baseURL,
    accounts,
    expectAccessible,
  }) => {
    test.slow(); // two people, a dialog, reloads and axe
    await accounts.signIn(page);
    await becomeBusiness(page, `Selam Henna ${Date.now().toString(36)}`);
    const title = `Bridal henna ${Date.now().toString(36)}`;
    const serviceId = await listService(page, {
      title,
      hours: [{ day: 5, opens: '10:00', closes: '18:00' }],
    });

    const member = await otherUser(browser, baseURL, accounts.signIn);
    try {
      const them = member.page;
      await them.goto(`/service/${serviceId}`);
      await expect(them.getByRole('heading', { name: title, level: 2 })).toBeVisible();
      // One "No reviews yet", and opening hours in the time format of the rest of the interface.
      await expect(them.getByText('No reviews yet')).toHaveCount(1);
      await expect(them.getByText('Saturday: 10:00 AM–6:00 PM')).toBeVisible();

      await them.getByRole('button', { name: 'Request this service' }).click();
      const ask = them.getByRole('dialog', { name: 'Request this service' });
      await ask.getByLabel('What do you need?').fill('Henna for my sister’s wedding');
      await ask.getByLabel(/Preferred date/).fill('2030-06-01');
      await ask.getByLabel(/Preferred time/).fill('14:00');
      await ask.getByRole('button', { name: 'Send request' }).click();
      await expect(them.getByText(/Your request was sent/)).toBeVisible();

      // The page now shows the pending request instead of offering a second one.
      await expect(them.getByText('Your request is waiting for an answer')).toBeVisible();
      await expect(them.getByRole('button', { name: 'Request this service' })).toHaveCount(0);
      await expectAccessible(them);
      await them.reload();
      await expect(them.getByText('Your request is waiting for an answer')).toBeVisible();
      await expect(them.getByRole('button', { name: 'Request this service' })).toHaveCount(0);
      // A second one through the API is refused, with a reason.
      const again = await them.request.post(`/api/v1/services/${serviceId}/requests`, {
        data: { need: 'Henna again' },
      });
      expect(again.status()).toBe(409);
      expect(((await again.json()) as { error: { code: string } }).error.code).toBe('REQUEST_OPEN');

      await them.getByRole('link', { name: 'See my request' }).click();
      await expect(them).toHaveURL(/\/services\/requests\?state=requested#request-[0-9a-f-]{36}$/);
      const mine = them.getByRole('list', { name: 'My requests' });
      const card = mine.getByRole('listitem').filter({ hasText: title });
      await expect(card).toBeVisible();
      await expect(card).toContainText('Jun 1, 2030 · 2:00 PM');

      // The business: "All requests" is chosen, kept in the address, through a reload and back.
      await page.goto('/services/manage');
      const show = page.getByLabel('Show');
      await expect(show).toHaveValue('requested');
      await show.selectOption('all');
      await expect(page).toHaveURL(/\/services\/manage\?state=all$/);
      await expect(show).toHaveValue('all');
      const incoming = page.getByRole('list', { name: 'Requests to my services' });
      await expect(incoming.getByText('Henna for my sister’s wedding')).toBeVisible();
      await page.reload();
      await expect(page.getByLabel('Show')).toHaveValue('all');
      await incoming.getByRole('link', { name: title }).click();
      await expect(page).toHaveURL(new RegExp(`/service/${serviceId}$`));
      await page.goBack();
      await expect(page).toHaveURL(/\/services\/manage\?state=all$/);
      await expect(page.getByLabel('Show')).toHaveValue('all');

      // Accepted from "Waiting for an answer", it stays in view, saying where it went.
      await page.getByLabel('Show').selectOption('requested');
      await expect(page).toHaveURL(/\/services\/manage$/);
      const request = incoming.getByRole('listitem').filter({ hasText: title });
      await expect(request).toContainText('Jun 1, 2030 · 2:00 PM');
      await request.getByRole('button', { name: 'Accept' }).click();
      await page
        .getByRole('dialog', { name: 'Accept this request?' })
        .getByRole('button', { name: 'Accept request' })
        .click();
      await expect(page.getByText('Request accepted. The member has been told.')).toBeVisible();
      await expect(request.getByText('Moved to “Accepted”.')).toBeVisible();
      await expect(request.getByRole('button', { name: 'Mark as completed' })).toBeVisible();
      await expectAccessible(page);
      await request.getByRole('button', { name: 'Show “Accepted”' }).click();
      await expect(page).toHaveURL(/\/services\/manage\?state=accepted$/);
      await expect(page.getByLabel('Show')).toHaveValue('accepted');
      await expect(incoming.getByText('Henna for my sister’s wedding')).toBeVisible();
      await expect(incoming.getByText(/Moved to/)).toHaveCount(0);

      // Accepted is still open: the member's page says so.
      await them.goto(`/service/${serviceId}`);
      await expect(them.getByText('Your request was accepted')).toBeVisible();
      await expect(them.getByRole('button', { name: 'Request this service' })).toHaveCount(0);
      expect(member.errors).toEqual([]);
    } finally {
      await member.close();
    }
  });

  test('request times read as the rest of the interface in Amharic and Tigrinya', async ({
    page,
    browser,
    baseURL,
    accounts,
  }) => {
    test.slow(); // two people, two languages
    await accounts.signIn(page);
    await becomeBusiness(page, `Abol Buna ${Date.now().toString(36)}`);
    const serviceId = await listService(page, {
      title: `Buna ${Date.now().toString(36)}`,
      hours: [{ day: 5, opens: '10:00', closes: '18:00' }],
    });
    const member = await otherUser(browser, baseURL, accounts.signIn);
    try {
      await member.call('post', `/api/v1/services/${serviceId}/requests`, {
        need: 'Coffee for 20',
        preferredDate: '2030-06-01',
        preferredTime: '14:00',
      });
      for (const [language, time, hours] of [
        ['am', '2:00 ከሰዓት', '10:00 ጥዋት–6:00 ከሰዓት'],
        ['ti', '2:00 ድ.ቀ.', '10:00 ቅ.ቀ.–6:00 ድ.ቀ.'],
      ] as const) {
        await member.page.goto('/services/requests');
        await member.page.evaluate(
          (lang) => localStorage.setItem('aebro.language', lang),
          language,
        );
        await member.page.reload();
        await expect(member.page.locator('html')).toHaveAttribute('lang', language);
        await expect(
          member.page.getByRole('list').getByText(new RegExp(` · ${time}$`)),
        ).toBeVisible();
        await member.page.goto(`/service/${serviceId}`);
        await expect(member.page.getByText(hours)).toBeVisible();
      }
    } finally {
      await member.close();
    }
  });
});
