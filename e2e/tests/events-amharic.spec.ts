import { expect, test } from '../fixtures';
import { paidEvent } from './events-helpers';

test.describe('events in Amharic', () => {
  test('the events list, an event and the create form speak Amharic', async ({
    page,
    accounts,
    expectAccessible,
  }) => {
    test.setTimeout(90_000);
    await page.addInitScript(() => window.localStorage.setItem('aebro.language', 'am'));
    await accounts.signIn(page);
    const title = `Enkutatash ${Date.now().toString(36)}`;
    const id = await paidEvent(page, { title, capacity: 20 });

    await page.goto('/events');
    await expect(page.locator('html')).toHaveAttribute('lang', 'am');
    await expect(page.getByRole('heading', { name: 'ዝግጅቶች', level: 2 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'የሚመጡ' })).toBeVisible();
    await expect(page.getByLabel('ዝግጅቶችን ይፈልጉ')).toBeVisible();
    await expectAccessible(page);

    await page.goto(`/events/${id}`);
    await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'እሄዳለሁ' })).toBeVisible();
    await expect(page.getByTestId('remaining')).toHaveText('20 ቦታዎች ቀርተዋል');
    await expectAccessible(page);

    await page.goto('/create-event');
    await expect(page.getByRole('heading', { name: 'ዝግጅት ያዘጋጁ', level: 2 })).toBeVisible();
    await expect(page.getByTestId('event-fee')).toContainText('ዝግጅት ማዘጋጀት');
    await page.getByRole('button', { name: 'ያስቀምጡና ይክፈሉ' }).click();
    await expect(page.getByText('ርዕሱ ቢያንስ 3 ቁምፊዎች ሊኖሩት ይገባል።')).toBeVisible();
    await expectAccessible(page);
  });
});
