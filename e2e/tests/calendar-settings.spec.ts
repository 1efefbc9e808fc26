import { expect, test } from '../fixtures';

const ethiopianMonth =
  /Meskerem|Tikimt|Hidar|Tahsas|Tir|Yekatit|Megabit|Miyazya|Ginbot|Sene|Hamle|Nehase|Pagume/;

test.describe('settings: the calendar of dates', () => {
  // The browser's zone reaches the account, so that e-mails give times in it.
  test.use({ timezoneId: 'Africa/Addis_Ababa' });

  test('chooses Gregorian, Ethiopian or both, shows today in each and remembers it', async ({
    page,
    accounts,
    expectAccessible,
  }) => {
    // Settings loaded twice, an accessibility check and a change of language (its texts load).
    test.slow();
    await accounts.signIn(page);
    await page.goto('/settings');
    const dates = page.getByRole('group', { name: 'Dates' });
    await expect(dates.getByRole('radio', { name: /^Gregorian/ })).toBeChecked();
    await expect(dates.getByText(ethiopianMonth)).toHaveCount(2);

    await dates.getByRole('radio', { name: /^Ethiopian/ }).check();
    // The account keeps the choice and the zone for e-mails.
    await expect
      .poll(async () => (await page.request.get('/api/v1/me/profile')).json())
      .toMatchObject({ calendarPreference: 'ethiopian', timeZone: 'Africa/Addis_Ababa' });
    await page.reload();
    await expect(
      page.getByRole('group', { name: 'Dates' }).getByRole('radio', { name: /^Ethiopian/ }),
    ).toBeChecked();
    await expectAccessible(page);

    await page
      .getByRole('region', { name: 'Language' })
      .getByRole('radio', { name: 'አማርኛ' })
      .check();
    const amharic = page.getByRole('group', { name: 'የቀን አቆጣጠር' });
    await expect(amharic.getByRole('radio', { name: /^የኢትዮጵያ/ })).toBeChecked();
    await expect(amharic.getByText(/ዓ\.ም\./)).toHaveCount(2);
  });
});
