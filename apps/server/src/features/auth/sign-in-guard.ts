import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Platform } from '../../platform/context';

/**
 * Guessing one account's password from many addresses is slowed per account: after 10 failed
 * sign-ins within 15 minutes the account takes no more password tries for the rest of the window,
 * except from a device that has signed into it before (a cookie proves that), so that nobody can
 * lock the owner out of their own phone; elsewhere the owner can reset the password by e-mail.
 */
export const accountGuard = {
  failures: 10,
  windowMs: 15 * 60_000,
  cookie: 'aebro.device',
} as const;
const maxAccountsPerDevice = 5;

const counterKey = (email: string): string => `sign-in-failures:${email}`;

function deviceToken(secret: string, email: string): string {
  return createHmac('sha256', secret).update(`device:${email}`).digest('base64url').slice(0, 32);
}

function cookieTokens(request: FastifyRequest): string[] {
  for (const part of request.headers.cookie?.split(';') ?? []) {
    const [name, value] = part.trim().split('=', 2);
    if (name === accountGuard.cookie && value)
      return value.split('.').slice(0, maxAccountsPerDevice);
  }
  return [];
}

export function normalisedEmail(body: unknown): string | null {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.length <= 320 ? email.trim().toLowerCase() : null;
}

/** Whether this browser has signed into the account before. */
export function knowsDevice(request: FastifyRequest, secret: string, email: string): boolean {
  const expected = Buffer.from(deviceToken(secret, email));
  return cookieTokens(request).some((token) => {
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

export async function accountResting(ctx: Platform, email: string): Promise<boolean> {
  return (await ctx.counters.peek(counterKey(email))) >= accountGuard.failures;
}

export async function recordFailedSignIn(ctx: Platform, email: string): Promise<void> {
  await ctx.counters.hit(counterKey(email), accountGuard.windowMs);
}

/** The cookie that remembers this device for the account (and the others it knows). */
export function deviceCookie(
  request: FastifyRequest,
  secret: string,
  email: string,
  secure: boolean,
): string {
  const token = deviceToken(secret, email);
  const tokens = [token, ...cookieTokens(request).filter((other) => other !== token)].slice(
    0,
    maxAccountsPerDevice,
  );
  return `${accountGuard.cookie}=${tokens.join('.')}; Path=/api/auth; Max-Age=31536000; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
