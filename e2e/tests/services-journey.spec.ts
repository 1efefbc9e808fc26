import { expect, test } from '../fixtures';
import { otherUser } from './notifications-helpers';
import { twoTonePng } from './people-helpers';
import { becomeBusiness } from './services-helpers';

test.describe('services directory', () => {
  test('a business lists a service with a photo; a member finds, requests and reviews it; the business accepts, completes and replies', async ({
    page,
    browser,
    baseURL,
    accounts,
    expectAccessible,
  }) => {
    test.setTimeout(300_000);
    await accounts.signIn(page);
    const businessName = `Selam Henna ${Date.now().toString(36)}`;
    await becomeBusiness(page, businessName);
    const title = `Bridal henna ${Date.now().toString(36)}`;

    // The business lists a service with a photo.
    await page.goto('/services/new');
    await expect(page.getByRole('heading', { name: 'List a service', level: 2 })).toBeVisible();
    await page.getByRole('button', { name: 'Publish listing' }).click();
    await expect(page.getByText('Please enter a title of 3 to 80 characters.')).toBeVisible();
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Category', { exact: true }).selectOption('makeup_artist');
    await page
      .getByLabel('Description', { exact: true })
      .fill('Traditional Habesha henna for weddings and holidays, at your home or our studio.');
    await page.getByLabel('City', { exact: true }).selectOption('washington-dc');
    await page.getByLabel('Service area').fill('DC, Maryland and Northern Virginia');
    await page.getByLabel('From', { exact: true }).fill('80');
    await page.getByLabel('To', { exact: true }).fill('250');
    await page.getByTestId('service-photo-input').setInputFiles({
      name: 'henna.png',
      mimeType: 'image/png',
      buffer: twoTonePng(64, 48),
    });
    await expect(page.getByRole('img', { name: 'Photo 1' })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Tigrinya' }).check();
    await page.getByRole('checkbox', { name: 'By appointment' }).check();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Publish listing' }).click();
    await expect(page).toHaveURL(/\/service\/[0-9a-f-]{36}$/);
    const serviceUrl = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
    await expect(page.getByRole('img', { name: `${title}, photo 1` })).toBeVisible();
    await expect(page.getByText('No reviews yet').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Request this service' })).toHaveCount(0);

    const other = await otherUser(browser, baseURL, accounts.signIn);
    try {
      const renamed = await other.page.request.patch('/api/v1/me/profile', {
        data: { fullName: 'Hana Girma' },
      });
      expect(renamed.ok()).toBe(true);
      const them = other.page;

      // The member finds it by category and city, and requests it.
      await them.goto('/services');
      await expect(
        them.getByRole('heading', { name: 'Discover services', level: 2 }),
      ).toBeVisible();
      await them.getByLabel('Category', { exact: true }).selectOption('makeup_artist');
      await them.getByLabel('City', { exact: true }).selectOption('washington-dc');
      await expect(them).toHaveURL(/category=makeup_artist/);
      const card = them.getByRole('link', { name: new RegExp(title) });
      await expect(card).toContainText(businessName);
      await expectAccessible(them);
      await card.click();
      await expect(them.getByRole('heading', { name: title, level: 2 })).toBeVisible();
      await expect(
        them.getByRole('article').getByRole('link', { name: new RegExp(businessName) }),
      ).toBeVisible();
      await them.getByRole('button', { name: 'Request this service' }).click();
      const ask = them.getByRole('dialog', { name: 'Request this service' });
      await ask.getByRole('button', { name: 'Send request' }).click();
      await expect(ask.getByText('Please say in a few words what you need.')).toBeVisible();
      await ask.getByLabel('What do you need?').fill('Henna for my sister’s wedding');
      await ask.getByLabel(/Preferred date/).fill('2030-06-01');
      await ask.getByLabel(/Preferred time/).fill('14:00');
      await ask.getByLabel(/Message/).fill('About 10 guests would like henna too.');
      await expectAccessible(them);
      await ask.getByRole('button', { name: 'Send request' }).click();
      await expect(them.getByText(/Your request was sent/)).toBeVisible();

      // The business accepts with a proposed time, then completes it.
      await page.goto('/services/manage');
      await expect(
        page.getByRole('heading', { name: 'Business dashboard', level: 2 }),
      ).toBeVisible();
      const incoming = page.getByRole('list', { name: 'Requests to my services' });
      await expect(incoming.getByText('Henna for my sister’s wedding')).toBeVisible();
      await expect(incoming.getByText('Hana Girma')).toBeVisible();
      await expectAccessible(page);
      await incoming.getByRole('button', { name: 'Accept' }).click();
      const accept = page.getByRole('dialog', { name: 'Accept this request?' });
      await accept.getByLabel(/Proposed date/).fill('2030-06-02');
      await accept.getByLabel(/Proposed time/).fill('10:30');
      await accept.getByRole('button', { name: 'Accept request' }).click();
      await expect(page.getByText('Request accepted. The member has been told.')).toBeVisible();
      await page.getByLabel('Show').selectOption('accepted');
      await expect(incoming.getByRole('link', { name: 'Message Hana Girma' })).toBeVisible();
      await incoming.getByRole('button', { name: 'Mark as completed' }).click();
      await page
        .getByRole('dialog', { name: 'Mark as completed?' })
        .getByRole('button', { name: 'Mark as completed' })
        .click();
      await expect(page.getByText('Marked as completed.')).toBeVisible();

      // The member reviews it from their requests.
      await them.goto('/services/requests');
      const mine = them.getByRole('list', { name: 'My requests' });
      await expect(mine.getByText('Completed')).toBeVisible();
      await mine.getByRole('button', { name: 'Write a review' }).click();
      const review = them.getByRole('dialog', { name: 'Write a review' });
      await review.getByRole('button', { name: 'Post review' }).click();
      await expect(review.getByText('Please choose from 1 to 5 stars.')).toBeVisible();
      await review.locator('label').filter({ hasText: '5 stars' }).click();
      await expect(review.getByRole('radio', { name: '5 stars' })).toBeChecked();
      await review.getByLabel(/Your review/).fill('Beautiful work, everyone loved it.');
      await expectAccessible(them);
      await review.getByRole('button', { name: 'Post review' }).click();
      await expect(them.getByText('Thank you for your review!')).toBeVisible();
      await expect(mine.getByRole('button', { name: 'Write a review' })).toHaveCount(0);

      // The business replies once; the page shows the average and the reply.
      await page.goto(serviceUrl);
      await expect(page.getByText('Beautiful work, everyone loved it.')).toBeVisible();
      await expect(page.getByText('(1 review)').first()).toBeVisible();
      await page.getByRole('button', { name: 'Reply' }).click();
      await page.getByLabel('Your reply').fill('Thank you, Hana! Congratulations to your sister.');
      await page.getByRole('button', { name: 'Post reply' }).click();
      await expect(
        page.getByText('Thank you, Hana! Congratulations to your sister.'),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Reply' })).toHaveCount(0);
      await expectAccessible(page);

      await them.goto(serviceUrl);
      await expect(them.getByText(`Reply from ${businessName}`)).toBeVisible();
      expect(other.errors).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
