import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/*
 * Drafts and scheduled posts (issue 36): a member in Addis Ababa schedules a post by the Ethiopian
 * calendar in English, another in Amharic, both a minute or so ahead; they wait in "Drafts &
 * scheduled" and then appear in the home feed, put there by the job queue at their time.
 */

const zone = 'Africa/Addis_Ababa';

/** The first whole minute at least 70 seconds from now: the earliest time the picker can say. */
function nextMinute(): Date {
  return new Date(Math.ceil((Date.now() + 70_000) / 60_000) * 60_000);
}

/** The instant's Ethiopian day (month 1–13) and its wall-clock time in Addis Ababa, read by Intl. */
function addisParts(at: Date): { year: string; month: string; day: string; time: string } {
  const ethiopic = new Intl.DateTimeFormat('en-u-ca-ethiopic-nu-latn', {
    timeZone: zone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(at);
  const part = (type: string) => ethiopic.find((item) => item.type === type)?.value ?? '';
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  return { year: part('year'), month: part('month'), day: part('day'), time };
}

interface Texts {
  write: string;
  schedule: string;
  ethiopian: string;
  month: string;
  day: string;
  year: string;
  time: string;
  confirm: string;
  scheduled: string;
  drafts: string;
}

const english: Texts = {
  write: 'Write a post',
  schedule: 'Schedule',
  ethiopian: 'Ethiopian',
  month: 'Month',
  day: 'Day',
  year: 'Year',
  time: 'Time',
  confirm: 'Schedule post',
  scheduled: 'Scheduled. It will be posted at the time you picked.',
  drafts: 'Drafts & scheduled',
};

const amharic: Texts = {
  write: 'ልጥፍ ይጻፉ',
  schedule: 'ያቅዱ',
  ethiopian: 'ኢትዮጵያ',
  month: 'ወር',
  day: 'ቀን',
  year: 'ዓመት',
  time: 'ሰዓት',
  confirm: 'ልጥፉን ያቅዱ',
  scheduled: 'ታቅዷል። በመረጡት ሰዓት ይለጠፋል።',
  drafts: 'ረቂቆች እና የታቀዱ',
};

/** Writes a post in the home composer and schedules it for `at`, picked in the Ethiopian calendar. */
async function schedulePost(page: Page, texts: Texts, body: string, at: Date): Promise<void> {
  const parts = addisParts(at);
  await page.goto('/dashboard');
  await page.getByLabel(texts.write).fill(body);
  await page.getByRole('button', { name: texts.schedule, exact: true }).click();
  await page.getByRole('radio', { name: texts.ethiopian }).check();
  await page.getByLabel(texts.year, { exact: true }).selectOption(parts.year);
  await page.getByLabel(texts.month, { exact: true }).selectOption(parts.month);
  await page.getByLabel(texts.day, { exact: true }).selectOption(parts.day);
  await page.getByLabel(texts.time, { exact: true }).fill(parts.time);
  await page.getByRole('button', { name: texts.confirm }).click();
  await expect(page.getByRole('status').filter({ hasText: texts.scheduled })).toBeVisible();
}

test.describe('scheduled posts', () => {
  test.use({ timezoneId: zone });

  test('schedule a post by the Ethiopian calendar, in English and in Amharic, and see it appear', async ({
    page,
    accounts,
    expectAccessible,
  }) => {
    // Two posts wait for their minute (at most about two) before the queue publishes them.
    test.setTimeout(300_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await accounts.signIn(page);
    const englishBody = `Melkam Timket! ${Date.now()}`;
    const amharicBody = `እንኳን ለጥምቀት በዓል በሰላም አደረሳችሁ ${Date.now()}`;
    const at = nextMinute();

    await schedulePost(page, english, englishBody, at);
    await page.getByRole('link', { name: english.drafts }).click();
    await expect(page.getByRole('heading', { name: english.drafts, level: 2 })).toBeVisible();
    const waiting = page.locator('article').filter({ hasText: englishBody });
    await expect(waiting.getByText(/^Goes out /)).toBeVisible();
    await expectAccessible(page);

    // The same in Amharic, on a phone, for the same minute (or the next one, if that one is too near).
    await page.evaluate(() => window.localStorage.setItem('aebro.language', 'am'));
    await page.setViewportSize({ width: 390, height: 844 });
    const later = new Date(Math.max(at.getTime(), nextMinute().getTime()));
    await schedulePost(page, amharic, amharicBody, later);
    await page.goto('/drafts');
    await expect(page.getByRole('heading', { name: amharic.drafts, level: 2 })).toBeVisible();
    await expect(page.locator('article').filter({ hasText: amharicBody })).toContainText('ይለጠፋል');
    await expect(page.locator('article').filter({ hasText: englishBody })).toBeVisible();
    await expectAccessible(page);

    // At their time the queue publishes them: they appear in the home feed, and leave the list.
    await page.goto('/dashboard');
    for (const body of [englishBody, amharicBody])
      await expect(async () => {
        await page.reload();
        await expect(page.locator('article').filter({ hasText: body })).toBeVisible({
          timeout: 2_000,
        });
      }).toPass({ timeout: 200_000, intervals: [2_000, 5_000] });
    await page.goto('/drafts');
    await expect(page.getByText('ምንም ረቂቅ ወይም የታቀደ ልጥፍ የለም')).toBeVisible();
  });
});
