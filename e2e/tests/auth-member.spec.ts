import { expect, newMember, test } from '../fixtures';
import { twoTonePng } from './people-helpers';

test.describe('member sign-up', () => {
  test('creates an account, verifies it through the e-mailed link and finishes the profile', async ({
    page,
    mailbox,
    expectAccessible,
  }) => {
    // The whole sign-up through the screens, with a photo upload and two accessibility checks.
    test.slow();
    const member = newMember();
    await page.goto('/auth?type=community');
    await expect(page.getByRole('tab', { name: 'Join as Member' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('button', { name: 'Create Account', pressed: true })).toBeVisible();

    await page.getByLabel('Full name').fill(member.fullName);
    await page.getByLabel('Username').fill('ab');
    await expect(page.getByText('Username must be at least 3 characters.')).toBeVisible();
    await page.getByLabel('Username').fill(member.username);
    await expect(page.getByText('Username is available!')).toBeVisible();
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(member.password.toLowerCase());
    await expect(page.getByText('Password must contain at least one capital letter')).toBeVisible();
    const submit = page.getByRole('button', { name: 'Create Account', exact: true }).last();
    await expect(submit).toBeDisabled();
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await expectAccessible(page);

    await submit.click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Account created! Please check your email' }),
    ).toBeVisible();
    await expect(page.getByText('Check your inbox!')).toBeVisible();
    await expect(
      page.getByText("We've sent you a confirmation email to complete your registration."),
    ).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveValue('');
    await expect(page.getByLabel('Email')).toHaveValue('');

    await page.goto(await mailbox.linkFor(member.email));
    await expect(page).toHaveURL(/\/complete-profile$/);
    await expect(
      page.getByRole('heading', { name: 'Complete your profile', level: 2 }),
    ).toBeVisible();
    await expect(page.getByText(`Welcome to Aebro, ${member.fullName}!`)).toBeVisible();
    await expectAccessible(page);

    await page
      .getByLabel('Choose a photo')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: twoTonePng(600, 400) });
    const cropper = page.getByRole('dialog', { name: 'Crop Your Photo' });
    await cropper.getByRole('button', { name: 'Save Photo' }).click();
    await expect(cropper).toBeHidden();
    await expect(page.getByText('Change photo')).toBeVisible();
    await page.getByLabel('About you').fill('Coffee lover from Gondar, now in Toronto.');
    await page.getByRole('combobox', { name: 'Location' }).fill('toron');
    await page.getByRole('option', { name: 'Toronto, ON, Canada' }).click();
    await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue(
      'Toronto, ON, Canada',
    );
    await page.getByLabel('Interests').fill('Coffee ceremony');
    await page.getByLabel('Interests').press('Enter');
    await expect(page.getByRole('button', { name: 'Remove Coffee ceremony' })).toBeVisible();
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(
      page.getByRole('button', { name: `Account menu for ${member.fullName}` }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Finish your profile' })).toHaveCount(0);
    const session = await (await page.request.get('/api/v1/session')).json();
    expect(session.profile).toMatchObject({
      username: member.username,
      profileComplete: true,
      location: 'Toronto, ON, Canada',
      interests: ['Coffee ceremony'],
      bio: 'Coffee lover from Gondar, now in Toronto.',
    });
    expect(session.profile.avatarUrl).toBeTruthy();
  });

  test('says when a username is taken and keeps the button disabled', async ({
    page,
    accounts,
  }) => {
    const existing = await accounts.verifiedMember();
    await page.goto('/auth?type=community');
    await page.getByLabel('Username').fill(existing.username.toUpperCase());
    await expect(page.getByText('This username is already taken.')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('Injera2025');
    await expect(
      page.getByRole('button', { name: 'Create Account', exact: true }).last(),
    ).toBeDisabled();
    await page.getByLabel('Username').fill('bad-name!');
    await expect(
      page.getByText('Username can only contain letters, numbers, and underscores.'),
    ).toBeVisible();
  });

  test('sign-in explains a wrong password and an address not verified yet', async ({
    page,
    accounts,
  }) => {
    const member = await accounts.verifiedMember();
    await page.goto('/auth');
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill('WrongPassword1');
    await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
    await expect(page.getByRole('alert')).toContainText(
      'Invalid email or password. Please check your credentials and try again.',
    );

    // Signing up through the screens is the first test's: this account is made through the API.
    const unverified = await accounts.unverifiedMember();
    await page.getByLabel('Email').fill(unverified.email);
    await page.getByLabel('Password', { exact: true }).fill(unverified.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
    await expect(page.getByRole('alert')).toContainText(
      'Please verify your email address before signing in. Check your inbox for a verification link.',
    );
    await page.getByRole('button', { name: 'Resend verification email' }).click();
    await expect(
      page.getByText('If this address belongs to an account that is not verified yet'),
    ).toBeVisible();
  });
});
