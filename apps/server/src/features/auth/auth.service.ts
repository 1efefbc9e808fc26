import type { DomainEvents } from '../../platform/events';
import type { Platform } from '../../platform/context';
import { addressee } from '../profiles/profiles.service';
import { renderAuthEmail } from './auth-emails';

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
