import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import type { Platform } from '../../platform/context';
import type { AppError } from '../../platform/errors';
import { restrictionError, restrictionOfUser } from '../safety/safety.service';
import { mayTryPassword } from './auth.policy';
import { runSignInSteps } from './sign-in-steps';
import {
  accountGuard,
  accountResting,
  deviceCookieValue,
  knowsDevice,
  normalisedEmail,
  recordFailedSignIn,
} from './sign-in-guard';
import { codeOf, firstUseOfCode } from './totp-replay';

/*
 * What Aebro adds to Better Auth's sign-in, through its own extension points (hooks and database
 * hooks), so that an upgrade of Better Auth keeps them: suspensions and bans, the per-account
 * lockout with its device cookie, no second use of a two-step code, and the steps of areas above
 * auth (my-data cancels an account deletion and says so in the answer).
 */

/**
 * The platform, asked for when a request runs: Better Auth is made before the platform's identity
 * (which is made from it), so the hooks take the finished platform lazily.
 */
type PlatformOf = () => Platform;

/** Our error (code, status, message) as Better Auth's, which its handler answers with. */
function asAuthError(error: AppError): APIError {
  const status =
    error.statusCode === 401
      ? 'UNAUTHORIZED'
      : error.statusCode === 429
        ? 'TOO_MANY_REQUESTS'
        : 'FORBIDDEN';
  return new APIError(status, { code: error.code, message: error.message });
}

const signInPaths = ['/sign-in/email', '/two-factor/verify-totp', '/two-factor/verify-backup-code'];

export function signInHooks(platformOf: PlatformOf) {
  return {
    before: createAuthMiddleware(async (ctx) => {
      if (ctx.path !== '/sign-in/email') return;
      const platform = platformOf();
      const { config } = platform;
      const email = normalisedEmail(ctx.body);
      if (!email) return;
      const knownDevice = knowsDevice(ctx.headers?.get('cookie'), config.authSecret, email);
      // The policy's rule (a resting account, a known device); a known device needs no look-up.
      const resting = !knownDevice && (await accountResting(platform, email));
      if (!mayTryPassword({ accountResting: resting, knownDevice }))
        throw new APIError('TOO_MANY_REQUESTS', {
          code: 'RATE_LIMITED',
          message:
            'Too many sign-in attempts for this account. Please wait 15 minutes, or reset your password by e-mail.',
        });
    }),
    after: createAuthMiddleware(async (ctx) => {
      const platform = platformOf();
      const { config } = platform;
      const returned = ctx.context.returned;
      const failed = isAPIError(returned) || returned instanceof Response;
      if (ctx.path === '/sign-in/email') {
        const email = normalisedEmail(ctx.body);
        if (email && isAPIError(returned) && returned.statusCode === 401)
          await recordFailedSignIn(platform, email);
        if (email && !failed)
          ctx.setCookie(
            accountGuard.cookie,
            deviceCookieValue(ctx.headers?.get('cookie'), config.authSecret, email),
            {
              path: '/api/auth',
              maxAge: 365 * 24 * 60 * 60,
              httpOnly: true,
              sameSite: 'lax',
              secure: config.publicUrl.startsWith('https://'),
            },
          );
      }
      // A session was made (not the two-step question): the areas above auth take their step.
      const session = ctx.context.newSession;
      if (failed || !session || !signInPaths.includes(ctx.path)) return;
      const added = await runSignInSteps(platform, session.user.id);
      if (Object.keys(added).length > 0)
        return ctx.json({ ...(returned as Record<string, unknown>), ...added });
    }),
  };
}

export function sessionHooks(platformOf: PlatformOf) {
  return {
    session: {
      create: {
        /**
         * No session for a suspended or banned member: only after the right password (or code)
         * are they told so, and until when. A two-step code makes one session only once.
         */
        before: async (
          session: { userId: string },
          ctx: { path?: string; body?: unknown } | null,
        ): Promise<void> => {
          const platform = platformOf();
          const restriction = await restrictionOfUser(platform, session.userId);
          if (restriction) throw asAuthError(restrictionError(restriction));
          const code = ctx?.path === '/two-factor/verify-totp' ? codeOf(ctx.body) : null;
          if (code && !(await firstUseOfCode(platform, session.userId, code)))
            throw new APIError('UNAUTHORIZED', {
              code: 'INVALID_CODE',
              message: 'This code was already used. Wait for the next code.',
            });
        },
      },
    },
  };
}
