import { expect, test } from '../fixtures';

const ethiopianMonth =
  /Meskerem|Tikimt|Hidar|Tahsas|Tir|Yekatit|Megabit|Miyazya|Ginbot|Sene|Hamle|Nehase|Pagume/;

test.describe('settings: the calendar of dates', () => {
  test('chooses Gregorian, Ethiopian or both, shows today in each and remembers it', async ({
    page,
    accounts,
    expectAccessible,
  }) => {
    await accounts.signIn(page);
    await page.goto('/settings');
    const dates = page.getByRole('group', { name: 'Dates' });
    await expect(dates.getByRole('radio', { name: /^Gregorian/ })).toBeChecked();
    await expect(dates.getByText(ethiopianMonth)).toHaveCount(2);

    await dates.getByRole('radio', { name: /^Ethiopian/ }).check();
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
