import { createHmac } from 'node:crypto';
import { expect, test } from '../fixtures';

/** RFC 6238: the 6-digit code of a base32 secret now, as an authenticator app shows it. */
function totp(secret: string, now = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase())
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 1000 / 30)));
  const hash = createHmac('sha1', key).update(counter).digest();
  const offset = (hash[hash.length - 1] ?? 0) & 0xf;
  return String((hash.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

test('two-step verification: turned on in Settings with the QR code, then asked for at sign-in', async ({
  page,
  accounts,
  expectAccessible,
}) => {
  // Turning it on, signing out and in through the screens (the point), with a wrong code on the way.
  test.slow();
  const member = await accounts.signIn(page);
  await page.goto('/settings');
  const account = page.getByRole('region', { name: 'Account', exact: true });
  await account.getByRole('button', { name: 'Turn on two-step verification' }).click();
  await account.getByLabel('Your current password').fill(member.password);
  await account.getByRole('button', { name: 'Continue' }).click();

  await expect(
    account.getByRole('img', { name: 'QR code for your authenticator app' }),
  ).toBeVisible();
  const secret = (await account.locator('code').first().textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  const backupCode = (
    (await account
      .getByRole('list', { name: 'Backup codes' })
      .getByRole('listitem')
      .first()
      .textContent()) ?? ''
  ).trim();
  expect(backupCode.length).toBeGreaterThanOrEqual(6);
  await expectAccessible(page);

  await account.getByLabel('Enter the 6-digit code from your app').fill(totp(secret));
  await account.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expect(account.getByText('Two-step verification is on.')).toBeVisible();

  await page.getByRole('button', { name: `Account menu for ${member.fullName}` }).click();
  await page.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();

  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await page.getByLabel('6-digit code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toContainText('That code is not right.');
  // The app's code of this period was used to turn it on (and may not be replayed): a backup code signs in.
  await page.getByRole('button', { name: 'Use a backup code instead' }).click();
  await page.getByLabel('Backup code').fill(backupCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
