import type { DomainEvents } from '../../platform/events';
import type { Platform } from '../../platform/context';
import { addressee } from '../profiles/profiles.service';
import { renderAuthEmail } from './auth-emails';
import {
  clearTwoFactor,
  deleteCredentials,
  deleteSessionsOf,
  recordTotpUse,
} from './auth.repository';

/** An account e-mail in its owner's language, greeting them by their display name. */
export async function sendAuthEmail(
  ctx: Platform,
  { kind, userId, email, url }: DomainEvents['auth.email'],
): Promise<void> {
  const { name, language } = await addressee(ctx, userId);
  await ctx.mailer.send(
    await renderAuthEmail(kind, language, email, name ?? email.split('@')[0] ?? '', url),
  );
}

/**
 * Ends every session of the user at once (a suspension or ban): the rows go, no process accepts a
 * cached session any more when this returns, and the auth module then closes the user's sockets.
 */
export async function endAllSessions(ctx: Platform, userId: string): Promise<void> {
  await deleteSessionsOf(ctx.db, userId);
  await ctx.identity.revokeSessions(userId, new Set());
  ctx.events.emit('sessions.revoked', { userId, remainingSessionIds: [] });
}

/**
 * Turns off a member's two-step verification (an admin helping someone who lost their phone): the
 * secret and backup codes go and so do the sessions, so the next sign-in is with the password alone.
 */
export async function resetTwoFactor(ctx: Platform, userId: string): Promise<boolean> {
  const changed = await clearTwoFactor(ctx.db, userId);
  if (changed) await endAllSessions(ctx, userId);
  return changed;
}

/** The final step of an account deletion: no password, no two-step secret, no session remains. */
export async function forgetCredentials(ctx: Platform, userId: string): Promise<void> {
  await deleteCredentials(ctx.db, userId);
  await ctx.identity.revokeSessions(userId, new Set());
  ctx.events.emit('sessions.revoked', { userId, remainingSessionIds: [] });
}

/**
 * A two-step code that confirms an action of the signed-in member (e.g. deleting the account): a
 * TOTP code works once, as at sign-in (a code seen over someone's shoulder cannot be used again
 * while it is valid); backup codes are used up by Better Auth itself.
 */
export async function confirmTwoFactorCode(
  ctx: Platform,
  userId: string,
  headers: Headers,
  code: string,
): Promise<boolean> {
  const trimmed = code.trim();
  if (!(await ctx.identity.confirmTwoFactorCode(headers, trimmed))) return false;
  if (!/^\d{6}$/.test(trimmed)) return true;
  return await recordTotpUse(ctx.db, userId, trimmed);
}
