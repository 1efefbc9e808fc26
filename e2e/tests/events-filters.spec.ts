import { expect, test } from '../fixtures';
import { localIn, paidEvent } from './events-helpers';

test.describe('finding events', () => {
  test('filters by category, city, date range and text', async ({
    page,
    accounts,
    expectAccessible,
  }) => {
    test.setTimeout(90_000);
    await accounts.signIn(page);
    const tag = Date.now().toString(36);
    const music = `Tizita night ${tag}`;
    const market = `Habesha market ${tag}`;
    await paidEvent(page, {
      title: music,
      category: 'music_concerts',
      city: 'seattle-wa',
      timeZone: 'America/Los_Angeles',
      startsAt: localIn(1, 19, 'America/Los_Angeles'),
      endsAt: localIn(1, 23, 'America/Los_Angeles'),
    });
    await paidEvent(page, {
      title: market,
      category: 'markets_shopping',
      startsAt: localIn(40, 10),
      endsAt: localIn(40, 16),
    });

    await page.goto('/events');
    const list = page.getByRole('list', { name: 'Upcoming' });
    await page.getByLabel('Search events').fill(tag);
    await expect(list.getByRole('link', { name: new RegExp(music) })).toBeVisible();
    await expect(list.getByRole('link', { name: new RegExp(market) })).toBeVisible();

    await page.getByLabel('Category').selectOption('music_concerts');
    await expect(list.getByRole('link', { name: new RegExp(market) })).toHaveCount(0);
    await expect(list.getByRole('link', { name: new RegExp(music) })).toBeVisible();
    await page.getByLabel('Category').selectOption('');

    await page.getByLabel('City').selectOption('washington-dc');
    await expect(list.getByRole('link', { name: new RegExp(music) })).toHaveCount(0);
    await expect(list.getByRole('link', { name: new RegExp(market) })).toBeVisible();
    await page.getByLabel('City').selectOption('');

    await page.getByLabel('Date').selectOption('month');
    await expect(list.getByRole('link', { name: new RegExp(music) })).toBeVisible();
    await expect(list.getByRole('link', { name: new RegExp(market) })).toHaveCount(0);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByLabel('Search events').fill(`nothing-like-this-${tag}`);
    await expect(page.getByText('No events found')).toBeVisible();

    await page.getByRole('tab', { name: 'Past' }).click();
    await expect(page.getByLabel('Date')).toHaveCount(0);
  });
});
