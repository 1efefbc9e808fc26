import type { DomainEvents } from '../../platform/events';
import type { Platform } from '../../platform/context';
import { addressee } from '../profiles/profiles.service';
import { renderAuthEmail } from './auth-emails';
import { deleteSessionsOf } from './auth.repository';

/** An account e-mail in its owner's language, greeting them by their display name. */
export async function sendAuthEmail(
  ctx: Platform,
  { kind, userId, email, url }: DomainEvents['auth.email'],
): Promise<void> {
  const { name, language } = await addressee(ctx, userId);
  await ctx.mailer.send(
    renderAuthEmail(kind, language, email, name ?? email.split('@')[0] ?? '', url),
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
