import { expect, test } from '../fixtures';

test.describe('communities in Amharic', () => {
  test('discover, create, a community page and manage speak Amharic', async ({
    page,
    accounts,
    expectAccessible,
  }) => {
    // Four screens and a dialog in Amharic, with four accessibility checks.
    test.slow();
    await page.addInitScript(() => window.localStorage.setItem('aebro.language', 'am'));
    await accounts.signIn(page);
    const name = `Tigrinya Book Club ${Date.now().toString(36)}`;
    const created = await page.request.post('/api/v1/communities', {
      data: {
        name,
        description: 'Monthly readings of Tigrinya novels and poetry.',
        privacy: 'public',
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    await page.goto('/communities');
    await expect(page.locator('html')).toHaveAttribute('lang', 'am');
    await expect(page.getByRole('heading', { name: 'ማኅበረሰቦች', level: 2 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'የእኔ ማኅበረሰቦች' })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(name) })).toContainText('1 አባል');
    await page.getByRole('tab', { name: 'ያስሱ' }).click();
    await expect(page.getByLabel('ማኅበረሰቦችን ይፈልጉ')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'ማኅበረሰብ ይፍጠሩ' }).click();
    const dialog = page.getByRole('dialog', { name: 'አዲስ ማኅበረሰብ ይፍጠሩ' });
    await dialog.getByRole('button', { name: 'ማኅበረሰቡን ይፍጠሩ' }).click();
    await expect(dialog.getByText('የማኅበረሰቡ ስም ቢያንስ 2 ቁምፊዎች ሊኖሩት ይገባል።')).toBeVisible();
    await expect(dialog.getByRole('radio', { name: /የግል/ })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    await page.goto(`/community/${id}`);
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
    await expect(page.getByText('ለሁሉም ክፍት')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'ስለ ማኅበረሰቡ' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'ይውጡ' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'እስካሁን ምንም ልጥፍ የለም' })).toHaveCount(0);
    await expect(page.getByText('እስካሁን ምንም ልጥፍ የለም')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'ያስተዳድሩ' }).click();
    await expect(page.getByText('የሚጠብቅ ጥያቄ የለም')).toBeVisible();
    await page.getByRole('tab', { name: 'ቅንብሮች' }).click();
    await expect(page.getByRole('button', { name: 'ማኅበረሰቡን ይሰርዙ' })).toBeVisible();
    await expectAccessible(page);
  });
});
