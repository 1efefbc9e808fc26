import { expect, test } from '../fixtures';
import { userIdOf } from './people-helpers';

test.describe('the people screens in Amharic', () => {
  test('profile, edit profile, connections, search and privacy speak Amharic', async ({
    page,
    accounts,
    expectAccessible,
  }) => {
    // Five screens, each checked with axe: more time than one screen needs.
    test.slow();
    await page.addInitScript(() => window.localStorage.setItem('aebro.language', 'am'));
    const me = await accounts.signIn(page);
    const myId = await userIdOf(page);

    await page.goto('/profile');
    await expect(page.locator('html')).toHaveAttribute('lang', 'am');
    const header = page.getByRole('region', { name: me.fullName });
    await expect(header.getByRole('link', { name: 'መገለጫ ያስተካክሉ' })).toBeVisible();
    // Amharic counts 0 and 1 as "one": 0 ተከታይ.
    await expect(header.getByRole('link', { name: /0\s+ተከታይ/ })).toBeVisible();
    await expectAccessible(page);

    await header.getByRole('link', { name: 'መገለጫ ያስተካክሉ' }).click();
    await expect(page.getByRole('button', { name: 'ለውጦቹን ያስቀምጡ' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'ይቅር' })).toBeVisible();
    await page.getByLabel('ሙሉ ስም').fill('ሰ');
    await page.getByLabel('ሙሉ ስም').blur();
    await expect(page.getByText('እባክዎ ቢያንስ 2 ቁምፊዎች ያሉት ሙሉ ስምዎን ያስገቡ።')).toBeVisible();
    await expectAccessible(page);

    await page.goto(`/connections/${myId}`);
    await expect(page.getByRole('tab', { name: 'ተከታዮች' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('እስካሁን ተከታዮች የሉም')).toBeVisible();
    await expectAccessible(page);

    await page.goto('/search');
    await expect(page.getByRole('heading', { name: 'ሰዎችን ያግኙ', level: 2 })).toBeVisible();
    await page.getByRole('searchbox', { name: 'ሰዎችን ይፈልጉ' }).fill('zzqxnobody');
    await expect(page.getByText('“zzqxnobody” ብለው ሲፈልጉ ማንም አልተገኘም')).toBeVisible();
    await expectAccessible(page);

    await page.goto('/settings');
    const privacy = page.getByRole('region', { name: 'ግላዊነት' });
    await expect(privacy.getByRole('switch', { name: 'ይፋዊ መገለጫ' })).toBeChecked();
    await privacy.getByRole('switch', { name: 'በመስመር ላይ መሆኔ ይደበቅ' }).click();
    await expect(page.getByText('ቅንብሮቹ ተዘምነዋል')).toBeVisible();
    await expect(privacy.getByRole('switch', { name: 'በመስመር ላይ መሆኔ ይደበቅ' })).toBeChecked();
  });
});
