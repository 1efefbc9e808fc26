import { randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor, username } from 'better-auth/plugins';
import { authSchema } from '../../db/schema/auth';
import type { Identity, Platform } from '../../platform/context';
import type { SessionCache } from '../../platform/session-cache';
import { sessionHooks, signInHooks } from './auth-hooks';
import './auth.events';

/** The header through which we hand Better Auth the client IP that Fastify determined. */
export const clientIpHeader = 'x-aebro-client-ip';
export const authBasePath = '/api/auth';

/**
 * Better Auth over our PostgreSQL: e-mail and password with required verification, password reset
 * that revokes the other sessions, usernames, TOTP two-factor with backup codes. Accounts are created
 * by the accounts area (user and profile in one transaction), so Better Auth's own sign-up is off.
 * Rate limits are ours (platform/rate-limit); e-mails are durable effects (auth.email events).
 * Suspensions, the account lockout, two-step code replays and the sign-in steps of other areas
 * are Better Auth hooks (auth-hooks.ts).
 */
export function createAuth(platform: Omit<Platform, 'identity'>, platformOf: () => Platform) {
  const { config, db, events } = platform;
  const send = async (
    kind: 'verify' | 'reset',
    user: { id: string; email: string },
    url: string,
  ): Promise<void> => {
    // Better Auth committed the token already: the e-mail is queued durably at once.
    await events.transaction(db, async (tx) => {
      await events.publish(tx, 'auth.email', { kind, userId: user.id, email: user.email, url });
    });
  };

  return betterAuth({
    appName: 'Aebro',
    baseURL: config.publicUrl,
    basePath: authBasePath,
    secret: config.authSecret,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(db, { provider: 'pg', schema: authSchema }),
    telemetry: { enabled: false },
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }) => send('reset', user, url),
      // Every session is gone after a reset, so are that user's sockets.
      onPasswordReset: async ({ user }) =>
        events.emit('sessions.revoked', { userId: user.id, remainingSessionIds: [] }),
    },
    emailVerification: {
      sendOnSignUp: false,
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }) => send('verify', user, url),
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    user: {
      changeEmail: { enabled: false },
      deleteUser: { enabled: false },
    },
    hooks: signInHooks(platformOf),
    databaseHooks: sessionHooks(platformOf),
    plugins: [
      username({
        minUsernameLength: 3,
        maxUsernameLength: 30,
        usernameValidator: (value) => /^[A-Za-z0-9_]+$/.test(value),
      }),
      twoFactor({ issuer: 'Aebro', backupCodeOptions: { amount: 10, length: 10 } }),
    ],
    advanced: {
      cookiePrefix: 'aebro',
      useSecureCookies: config.publicUrl.startsWith('https://'),
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
      database: { generateId: () => randomUUID() },
    },
    logger: { disabled: config.logLevel === 'silent' },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** The session cookie's value (Better Auth's name, with the __Secure- prefix under https). */
function sessionToken(headers: Headers): string | null {
  for (const part of headers.get('cookie')?.split(';') ?? []) {
    const [name, value] = part.trim().split('=', 2);
    if ((name === 'aebro.session_token' || name === '__Secure-aebro.session_token') && value)
      return value;
  }
  return null;
}

/**
 * The platform's view of Better Auth: sessions (remembered for a minute per cookie, forgotten at
 * once on revocation in every process), password hashes and verification links.
 */
export function identityFrom(auth: Auth, cache: SessionCache): Identity {
  return {
    async viewerFrom(headers) {
      const token = sessionToken(headers);
      if (!token) return null;
      const cached = cache.get(token);
      if (cached) return cached;
      const result = await auth.api.getSession({ headers });
      if (!result) return null;
      const { user, session } = result;
      const viewer = {
        id: user.id,
        email: user.email,
        emailVerified: user.emailVerified,
        twoFactorEnabled: Boolean((user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled),
        sessionId: session.id,
      };
      cache.set(token, viewer);
      return viewer;
    },
    async revokeSessions(userId, keep) {
      await cache.revoke(userId, keep);
    },
    async hashPassword(password) {
      return await (await auth.$context).password.hash(password);
    },
    async confirmPassword(headers, password) {
      try {
        const answer = await auth.api.verifyPassword({ body: { password }, headers });
        return answer.status;
      } catch {
        return false;
      }
    },
    async confirmTwoFactorCode(headers, code) {
      const attempts = [
        () => auth.api.verifyTOTP({ body: { code }, headers }),
        () => auth.api.verifyBackupCode({ body: { code }, headers }),
      ];
      for (const attempt of /^\d{6}$/.test(code) ? attempts : attempts.slice(1)) {
        try {
          await attempt();
          return true;
        } catch {
          // not this kind of code, or a wrong one
        }
      }
      return false;
    },
    async sendVerificationEmail(email, callbackPath) {
      await auth.api.sendVerificationEmail({ body: { email, callbackURL: callbackPath } });
    },
  };
}
