import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { localIn, paidEvent } from './events-helpers';

const shots = process.env.CALENDAR_SCREENSHOTS;

const monthsEn = [
  'Meskerem',
  'Tikimt',
  'Hidar',
  'Tahsas',
  'Tir',
  'Yekatit',
  'Megabit',
  'Miyazya',
  'Ginbot',
  'Sene',
  'Hamle',
  'Nehase',
  'Pagume',
];
const monthsAm = [
  'መስከረም',
  'ጥቅምት',
  'ኅዳር',
  'ታኅሣሥ',
  'ጥር',
  'የካቲት',
  'መጋቢት',
  'ሚያዝያ',
  'ግንቦት',
  'ሰኔ',
  'ሐምሌ',
  'ነሐሴ',
  'ጳጉሜን',
];

/** A day in the Ethiopian calendar, from Intl's own ethiopic calendar (independent of ours). */
function ethiopian(day: Date, timeZone?: string): { year: number; month: number; day: number } {
  const parts = new Intl.DateTimeFormat('en-u-ca-ethiopic', {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    timeZone,
  }).formatToParts(day);
  const field = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return { year: field('year'), month: field('month'), day: field('day') };
}

async function shoot(page: Page, name: string): Promise<void> {
  if (!shots) return;
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe('dates in the Ethiopian calendar', () => {
  test('events (list, page, a community’s upcoming events), payment history and the date picker follow Settings → Appearance, in English and Amharic', async ({
    page,
    accounts,
    expectAccessible,
  }) => {
    test.setTimeout(120_000);
    await accounts.signIn(page);
    await page.goto('/settings');
    await page
      .getByRole('group', { name: 'Dates' })
      .getByRole('radio', { name: /^Ethiopian/ })
      .check();

    const tag = Date.now().toString(36);
    const community = await page.request.post('/api/v1/communities', {
      data: {
        name: `Meskel choir ${tag}`,
        description: 'We sing together before the holidays.',
        privacy: 'public',
      },
    });
    expect(community.ok()).toBe(true);
    const communityId = ((await community.json()) as { id: string }).id;
    const title = `Choir rehearsal ${tag}`;
    const startsAt = localIn(3, 18);
    const eventId = await paidEvent(page, { title, communityId, startsAt, endsAt: localIn(3, 20) });

    // The event's day, read where it happens (New York), in Ethiopian dates.
    const day = ethiopian(new Date(`${startsAt.slice(0, 10)}T12:00:00Z`), 'UTC');
    const english = `${monthsEn[day.month - 1]} ${day.day}, ${day.year}`;
    const amharic = `${monthsAm[day.month - 1]} ${day.day} ቀን ${day.year} ዓ.ም.`;

    await page.goto('/events');
    await expect(page.getByRole('listitem').filter({ hasText: title })).toContainText(english);
    await page.goto(`/events/${eventId}`);
    await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
    await expect(page.getByText(english).first()).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'event-en');
    await page.goto(`/community/${communityId}`);
    await expect(
      page
        .getByRole('region', { name: 'Upcoming events' })
        .getByRole('listitem')
        .filter({ hasText: title }),
    ).toContainText(english);

    // The event's fee, paid today.
    const today = ethiopian(new Date());
    await page.goto('/payment-history');
    await expect(
      page.getByText(`${monthsEn[today.month - 1]} ${today.day}, ${today.year}`).first(),
    ).toBeVisible();

    // The browser's picker is Gregorian: the Ethiopian day is written under it.
    await page.goto('/create-event');
    await page.getByLabel('Starts').fill(startsAt);
    await expect(page.getByText(`Ethiopian calendar: ${english}`)).toBeVisible();
    await shoot(page, 'create-event-en');

    // In Amharic.
    await page.goto('/settings');
    await page
      .getByRole('region', { name: 'Language' })
      .getByRole('radio', { name: 'አማርኛ' })
      .check();
    await expect(page.locator('html')).toHaveAttribute('lang', 'am');
    await page.goto(`/events/${eventId}`);
    await expect(page.getByText(amharic).first()).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'event-am');
    await page.goto('/payment-history');
    await expect(
      page.getByText(`${monthsAm[today.month - 1]} ${today.day} ቀን ${today.year} ዓ.ም.`).first(),
    ).toBeVisible();
    await page.goto('/create-event');
    await page.locator('input[type="datetime-local"]').first().fill(startsAt);
    await expect(page.getByText(`በኢትዮጵያ አቆጣጠር፦ ${amharic}`)).toBeVisible();
  });

  test("the events page offers the next holidays as date filters, dated in the reader's calendar", async ({
    page,
    accounts,
    expectAccessible,
  }) => {
    // Settings, then the events page with its holiday filters and an accessibility check.
    test.slow();
    await page.clock.setFixedTime(new Date('2026-09-20T10:00:00'));
    await accounts.signIn(page);
    await page.goto('/settings');
    await page
      .getByRole('group', { name: 'Dates' })
      .getByRole('radio', { name: /^Ethiopian/ })
      .check();
    await page.goto('/events');
    const holidays = page.getByRole('group', { name: 'Holidays' });
    await expect(holidays.getByRole('button')).toHaveCount(4);
    const meskel = holidays.getByRole('button', { name: 'Meskel · Meskerem 17' });
    await expect(meskel).toHaveAttribute('aria-pressed', 'false');
    await meskel.click();
    await expect(meskel).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('From', { exact: true })).toHaveValue('2026-09-27');
    await expect(page.getByLabel('To', { exact: true })).toHaveValue('2026-09-27');
    await expect(page.getByText('Ethiopian calendar: Meskerem 17, 2019').first()).toBeVisible();
    await expect(
      holidays.getByRole('button', { name: /^Genna \(Ethiopian Christmas\) · Tahsas 29/ }),
    ).toBeVisible();
    await expectAccessible(page);
    if (shots) await page.screenshot({ path: `${shots}/holiday-filters-1280.png`, fullPage: true });
  });
});
