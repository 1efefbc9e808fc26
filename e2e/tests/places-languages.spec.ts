import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { paidEvent } from './events-helpers';

/** The visible texts of a select's options. */
async function optionTexts(page: Page, label: string): Promise<string[]> {
  const select = page.getByLabel(label, { exact: true });
  await expect(select.locator('option').nth(1)).toBeAttached();
  return await select
    .locator('option')
    .evaluateAll((options) => options.map((option) => option.textContent ?? ''));
}

async function useLanguage(page: Page, language: 'en' | 'am' | 'ti'): Promise<void> {
  await page.evaluate((lang) => localStorage.setItem('aebro.language', lang), language);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

test.describe('places and time zones in three languages', () => {
  test('cities, profile locations and time zones are named in Amharic and Tigrinya; the calendar file is named after the event', async ({
    page,
    accounts,
  }) => {
    test.slow(); // three languages over five screens
    await accounts.signIn(page);
    const located = await page.request.patch('/api/v1/me/profile', {
      data: { location: 'Washington, DC, USA' },
    });
    expect(located.ok()).toBe(true);
    const title = `Enkutatash picnic & coffee ${Date.now().toString(36)}`;
    const eventId = await paidEvent(page, { title });

    // English: the zones are named, not listed by their ids; the file keeps the event's name.
    await page.goto('/create-event');
    const zones = await optionTexts(page, 'Time zone');
    expect(zones).toContain('New York — Eastern Time');
    expect(zones.some((zone) => zone.includes('America/'))).toBe(false);
    await page.goto(`/events/${eventId}`);
    await expect(page.getByText(/PM – \d+:\d\d PM E[SD]T$/)).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Add to calendar' }).click();
    expect((await download).suggestedFilename()).toBe(`${title}.ics`);

    for (const [language, city, washington, zone, venue] of [
      ['am', 'መቀሌ', 'ዋሽንግተን ዲሲ፣ አሜሪካ', 'ኒው ዮርክ — ምስራቃዊ ሰዓት አቆጣጠር', 'ዋሽንግተን'],
      ['ti', 'መቐለ', 'ዋሽንግተን ዲሲ፣ ኣመሪካ', 'ኒው ዮርክ — ግዜ ምብራቕ ኣመሪካ', 'ዋሽንግተን'],
    ] as const) {
      // The profile's location, stored as the English label, reads in the language.
      await page.goto('/profile');
      await useLanguage(page, language);
      await expect(page.getByText(washington)).toBeVisible();
      await expect(page.getByText('Washington, DC, USA')).toHaveCount(0);

      // Create an event: the cities and the zones.
      await page.goto('/create-event');
      const cityOptions = await optionTexts(page, 'ከተማ');
      expect(cityOptions).toContain(city);
      expect(cityOptions.some((name) => /[A-Za-z]/.test(name))).toBe(false);
      expect(await optionTexts(page, language === 'am' ? 'የሰዓት ክልል' : 'ዞባ ሰዓት')).toContain(zone);

      // The event: its venue's city and its time zone.
      await page.goto(`/events/${eventId}`);
      await expect(page.getByText(`1234 U Street NW, ${venue}`)).toBeVisible();
      if (language === 'ti') await expect(page.getByText(/\(ግዜ ምብራቕ ኣመሪካ\)$/)).toBeVisible();
      await expect(page.getByText(/ E[SD]T$/)).toHaveCount(0);

      // The events and services filters.
      await page.goto('/events');
      const eventCities = await optionTexts(page, 'ከተማ');
      expect(eventCities).toContain(venue);
      expect(eventCities.some((name) => /[A-Za-z]/.test(name))).toBe(false);
      await page.goto('/services');
      const serviceCities = await optionTexts(page, 'ከተማ');
      expect(serviceCities).toContain(city);
      expect(serviceCities.some((name) => /[A-Za-z]/.test(name))).toBe(false);
    }
  });
});
