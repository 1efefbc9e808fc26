import { expect, test, uniqueName } from '../fixtures';
import { twoTonePng } from './people-helpers';

test.describe('business sign-up', () => {
  test("'Other - not listed' asks for the business's own category, which is stored", async ({
    page,
    mailbox,
    expectAccessible,
  }) => {
    // The whole business sign-up through the screens, with two accessibility checks.
    test.slow();
    const email = `${uniqueName('b').toLowerCase()}@example.test`;
    await page.goto('/auth?type=business');
    await expect(page.getByRole('tab', { name: 'List Your Business' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Business name').fill('Abyssinia Bakery');
    await page.getByLabel('Password', { exact: true }).fill('Dabo2025x');
    await expect(page.getByLabel('Your business category')).toHaveCount(0);
    await page.getByLabel('Business category').selectOption({ label: '🔧 Other - not listed' });
    await page.getByRole('button', { name: 'Create Business Account' }).click();
    await expect(page.getByText('Please specify your business category.')).toBeVisible();
    await expect(page.getByText('Please enter a business location.')).toBeVisible();

    await page.getByLabel('Business description').fill('Fresh dabo and pastries every morning.');
    await page.getByRole('combobox', { name: 'Business location' }).fill('Silver Spring, MD, USA');
    // Everything else is right now: the empty custom category alone holds the form back.
    await page.getByRole('button', { name: 'Create Business Account' }).click();
    const custom = page.getByLabel('Your business category');
    await expect(custom).toHaveAttribute('aria-invalid', 'true');
    await expect(custom).toHaveAccessibleDescription('Please specify your business category.');
    await expect(page.getByText('Please enter a business location.')).toHaveCount(0);
    await custom.fill('Bakery');
    await page.getByLabel('Business address').fill('8701 Georgia Ave');
    await page.getByLabel('Website').fill('https://abyssinia-bakery.example');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Create Business Account' }).click();

    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Business account created! Please check your email' }),
    ).toBeVisible();
    await expect(page.getByLabel('Business name')).toHaveValue('');

    await page.goto(await mailbox.linkFor(email));
    await expect(page).toHaveURL(/\/complete-profile$/);
    const session = await (await page.request.get('/api/v1/session')).json();
    expect(session.profile).toMatchObject({
      accountType: 'business',
      businessName: 'Abyssinia Bakery',
      businessCategory: 'Bakery',
      location: 'Silver Spring, MD, USA',
      website: 'https://abyssinia-bakery.example',
      isVerified: false,
      profileComplete: false,
    });
    expect(session.profile.username).toMatch(/^abyssinia_bakery[a-z0-9]{6}$/);
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // A business without a logo is asked for one on the dashboard, once on this device.
    const logoDialog = page.getByRole('dialog', { name: 'Complete Your Business Profile' });
    await expect(logoDialog).toBeVisible();
    await expectAccessible(page);
    await logoDialog.getByRole('button', { name: 'Skip for Now' }).click();
    await expect(logoDialog).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Write a post' })).toBeVisible();
    await expect(logoDialog).toHaveCount(0);
  });

  test('a member registers a business from the dashboard and goes on to /setup-profile', async ({
    page,
    accounts,
  }) => {
    // Signing in is not what this is about: the session comes from the fixture.
    await accounts.signIn(page);
    await page.goto('/dashboard');

    await page.getByRole('button', { name: 'Register a business' }).click();
    const dialog = page.getByRole('dialog', { name: 'Register your business' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Business name').fill('Selam Coffee');
    await dialog.getByLabel('Business category').selectOption('coffee_shop');
    await dialog.getByRole('combobox', { name: 'Location' }).fill('Seattle, WA, USA');
    await dialog.getByLabel('Description').fill('Too short');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Description must be at least 10 characters.')).toBeVisible();
    await dialog.getByLabel('Description').fill('Ethiopian coffee ceremony every weekend.');
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByText('Business profile updated successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/setup-profile$/);
    await expect(
      page.getByRole('heading', { name: 'Set up your profile', level: 2 }),
    ).toBeVisible();
    const session = await (await page.request.get('/api/v1/session')).json();
    expect(session.profile).toMatchObject({
      accountType: 'business',
      businessName: 'Selam Coffee',
      businessCategory: 'coffee_shop',
      isVerified: false,
      avatarUrl: null,
    });

    // Registered without a logo: the dashboard asks for one, and the upload becomes the avatar.
    await page.goto('/dashboard');
    const logoDialog = page.getByRole('dialog', { name: 'Complete Your Business Profile' });
    await expect(logoDialog).toBeVisible();
    await logoDialog.getByLabel('Choose a logo').setInputFiles({
      name: 'selam-coffee.png',
      mimeType: 'image/png',
      buffer: twoTonePng(200, 200),
    });
    await logoDialog.getByRole('button', { name: 'Upload' }).click();
    await expect(logoDialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/dashboard$/);
    const withLogo = await (await page.request.get('/api/v1/session')).json();
    expect(withLogo.profile.avatarUrl).toMatch(/^\/media\//);
  });

  test('the "Do you run a business?" card is one small line, and its X hides it for good', async ({
    page,
    accounts,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await accounts.signIn(page);
    await page.goto('/dashboard');
    const card = page.getByRole('region', { name: 'Do you run a business?' });
    await expect(card).toBeVisible();
    const box = await card.boundingBox();
    expect(box?.height ?? 0).toBeLessThan(64);
    await card.getByRole('button', { name: 'Hide this suggestion' }).click();
    await expect(card).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Write a post' })).toBeVisible();
    await expect(card).toHaveCount(0);
  });
});
