import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CookieJar,
  createVerifiedMember,
  get,
  latestMail,
  linkIn,
  post,
  totpCode,
  uniqueName,
} from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('password reset', () => {
  it('answers the same for unknown addresses, and a reset signs out the other sessions', async () => {
    const user = await createVerifiedMember(t.app);
    const otherDevice = new CookieJar();
    expect(
      (
        await post(
          t.app,
          '/api/auth/sign-in/email',
          { email: user.email, password: user.password },
          otherDevice,
        )
      ).statusCode,
    ).toBe(200);

    const unknownEmail = `${uniqueName('ghost')}@example.org`;
    const unknown = await post(t.app, '/api/auth/request-password-reset', {
      email: unknownEmail,
      redirectTo: '/reset-password',
    });
    const known = await post(t.app, '/api/auth/request-password-reset', {
      email: user.email,
      redirectTo: '/reset-password',
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(await latestMail(t.app, unknownEmail)).toBeUndefined();

    const mail = await latestMail(t.app, user.email);
    expect(mail?.subject).toBe('Reset your Aebro password');
    const opened = await get(t.app, linkIn(mail?.text ?? ''));
    expect(opened.statusCode).toBe(302);
    const token = new URL(String(opened.headers.location), 'http://x').searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await post(t.app, '/api/auth/reset-password', {
      newPassword: 'NewSelam2025!',
      token,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await get(t.app, '/api/v1/session', otherDevice)).json()).toBeNull();
    expect((await get(t.app, '/api/v1/session', user.jar)).json()).toBeNull();
    expect(
      (await post(t.app, '/api/auth/sign-in/email', { email: user.email, password: user.password }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await post(t.app, '/api/auth/sign-in/email', {
          email: user.email,
          password: 'NewSelam2025!',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await post(t.app, '/api/auth/reset-password', { newPassword: 'Another2025!', token }))
        .statusCode,
    ).toBe(400);
  });
});

describe('sessions', () => {
  it('signs out of the other devices, then of this one', async () => {
    const user = await createVerifiedMember(t.app);
    const other = new CookieJar();
    await post(
      t.app,
      '/api/auth/sign-in/email',
      { email: user.email, password: user.password },
      other,
    );
    expect((await post(t.app, '/api/auth/revoke-other-sessions', {}, user.jar)).statusCode).toBe(
      200,
    );
    expect((await get(t.app, '/api/v1/session', other)).json()).toBeNull();
    expect((await get(t.app, '/api/v1/session', user.jar)).json()).not.toBeNull();
    expect((await post(t.app, '/api/auth/sign-out', {}, user.jar)).statusCode).toBe(200);
    expect((await get(t.app, '/api/v1/session', user.jar)).json()).toBeNull();
    const after = await get(t.app, '/api/v1/me/profile', user.jar);
    expect(after.statusCode).toBe(401);
    expect(after.json().error).toEqual({ code: 'UNAUTHENTICATED', message: 'Not signed in' });
  });
});

describe('two-factor sign-in (TOTP)', () => {
  it('is enabled with a code, then asks for one at sign-in, and refuses a replayed code', async () => {
    const user = await createVerifiedMember(t.app);
    const enabled = await post(
      t.app,
      '/api/auth/two-factor/enable',
      { password: user.password },
      user.jar,
    );
    expect(enabled.statusCode, enabled.body).toBe(200);
    const { totpURI, backupCodes } = enabled.json();
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Aebro:/);
    expect(backupCodes).toHaveLength(10);
    const confirm = await post(
      t.app,
      '/api/auth/two-factor/verify-totp',
      { code: totpCode(totpURI) },
      user.jar,
    );
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect((await get(t.app, '/api/v1/session', user.jar)).json().user.twoFactorEnabled).toBe(true);

    const device = new CookieJar();
    const first = await post(
      t.app,
      '/api/auth/sign-in/email',
      { email: user.email, password: user.password },
      device,
    );
    expect(first.json()).toMatchObject({ twoFactorRedirect: true });
    expect((await get(t.app, '/api/v1/session', device)).json()).toBeNull();
    expect(
      (await post(t.app, '/api/auth/two-factor/verify-totp', { code: '000000' }, device))
        .statusCode,
    ).toBe(401);
    // A code of the next period, so it differs from the one used to enable.
    const code = totpCode(totpURI, Date.now() + 30_000);
    const verified = await post(t.app, '/api/auth/two-factor/verify-totp', { code }, device);
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await get(t.app, '/api/v1/session', device)).json()).not.toBeNull();

    const attacker = new CookieJar();
    await post(
      t.app,
      '/api/auth/sign-in/email',
      { email: user.email, password: user.password },
      attacker,
    );
    const replay = await post(t.app, '/api/auth/two-factor/verify-totp', { code }, attacker);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('INVALID_CODE');
    expect((await get(t.app, '/api/v1/session', attacker)).json()).toBeNull();

    const backup = new CookieJar();
    await post(
      t.app,
      '/api/auth/sign-in/email',
      { email: user.email, password: user.password },
      backup,
    );
    expect(
      (
        await post(
          t.app,
          '/api/auth/two-factor/verify-backup-code',
          { code: backupCodes[0] },
          backup,
        )
      ).statusCode,
    ).toBe(200);
    expect((await get(t.app, '/api/v1/session', backup)).json()).not.toBeNull();
  });
});
