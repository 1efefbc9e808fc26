import { createHmac, timingSafeEqual } from 'node:crypto';
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

function cookieTokens(cookieHeader: string | null | undefined): string[] {
  for (const part of cookieHeader?.split(';') ?? []) {
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

/** Whether this browser (its Cookie header) has signed into the account before. */
export function knowsDevice(
  cookieHeader: string | null | undefined,
  secret: string,
  email: string,
): boolean {
  const expected = Buffer.from(deviceToken(secret, email));
  return cookieTokens(cookieHeader).some((token) => {
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

/** The value of the cookie that remembers this device for the account (and the others it knows). */
export function deviceCookieValue(
  cookieHeader: string | null | undefined,
  secret: string,
  email: string,
): string {
  const token = deviceToken(secret, email);
  return [token, ...cookieTokens(cookieHeader).filter((other) => other !== token)]
    .slice(0, maxAccountsPerDevice)
    .join('.');
}
