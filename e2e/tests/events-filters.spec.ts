import { expect, test } from '../fixtures';
import { localIn, paidEvent } from './events-helpers';

/** The instant at which the clock on the wall in `timeZone` shows `hour`:00, `days` from now there. */
function wallClock(days: number, hour: number, timeZone: string): Date {
  const wanted = Date.parse(`${localIn(days, hour, timeZone)}:00Z`);
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  // The wall time read as if it were UTC, minus what we want: the zone's offset, taken back.
  let instant = wanted;
  for (let step = 0; step < 2; step += 1) {
    const parts = Object.fromEntries(
      format.formatToParts(new Date(instant)).map((part) => [part.type, part.value]),
    );
    const shown = Date.parse(
      `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:00Z`,
    );
    instant -= shown - wanted;
  }
  return new Date(instant);
}

// "This month" is the rest of the reader's month: the browser's own days, in a known zone.
test.use({ timezoneId: 'America/Los_Angeles' });

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

    // Tomorrow is not in "this month" on a month's last day: the browser's clock is moved to the
    // music night's own morning, so that "this month" (from that day to the month's end) holds it on
    // any day, and the market 40 days later never.
    await page.clock.setSystemTime(wallClock(1, 10, 'America/Los_Angeles'));
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
