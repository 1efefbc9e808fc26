import { randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor, username } from 'better-auth/plugins';
import { authSchema } from '../../db/schema/auth';
import type { Database } from '../../platform/db/client';
import type { EventBus } from '../../platform/events';
import type { Mailer } from '../../platform/mail/mailer';
import type { AppConfig } from '../../platform/types';
import { profileLanguage } from '../profiles/profiles.repository';
import { renderAuthEmail } from './auth-emails';

/** The header through which we hand Better Auth the client IP that Fastify determined. */
export const clientIpHeader = 'x-aebro-client-ip';
export const authBasePath = '/api/auth';

/**
 * Better Auth over our PostgreSQL: e-mail and password with required verification, password reset
 * that revokes the other sessions, usernames, TOTP two-factor with backup codes. Rate limits are
 * ours (platform/rate-limit), so that they hold across processes and use the connection's IP.
 */
export function createAuth(config: AppConfig, db: Database, mailer: Mailer, events: EventBus) {
  const send = async (
    kind: 'verify' | 'reset' | 'existing',
    user: { id: string; email: string; name: string },
    url: string,
  ): Promise<void> => {
    const language = await profileLanguage(db, user.id);
    await mailer.send(renderAuthEmail(kind, language, user.email, user.name, url));
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
      onExistingUserSignUp: async ({ user }) => send('existing', user, `${config.publicUrl}/auth`),
    },
    emailVerification: {
      // Sent by the accounts service once the profile (and so the language) exists.
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
