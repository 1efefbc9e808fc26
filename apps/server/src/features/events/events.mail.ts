import type { Language } from '@aebro/shared/language';
import type { DomainEvents } from '../../platform/events';
import type { Platform } from '../../platform/context';
import { formatMailDate, type DateReader } from '../../platform/mail/dates';
import { mailText } from '../../platform/mail/i18n';
import type { MailMessage } from '../../platform/mail/mailer';
import { renderEmail } from '../../platform/mail/render-email';
import { addressee } from '../profiles/profiles.service';
import { findEventRow } from './events.repository';
import { emailsOf } from './rsvp.repository';

export interface OfferFacts {
  title: string;
  /** Until when the place is held. */
  until: Date;
  /** How the member reads dates; the event's zone stands in until their browser told theirs. */
  reader?: DateReader;
  timeZone: string;
  url: string;
}

/** The waitlist offer e-mail, in the recipient's language (texts under `events.offer`). */
export function renderOfferEmail(
  language: Language,
  to: { email: string; name: string },
  offer: OfferFacts,
): Promise<MailMessage> {
  const t = mailText(language);
  const until = formatMailDate(offer.until, language, offer.reader, offer.timeZone);
  return renderEmail({
    language,
    to: to.email,
    name: to.name,
    subject: t('events.offer.subject', { title: offer.title }),
    paragraphs: [t('events.offer.body', { title: offer.title, until })],
    action: { label: t('events.offer.action'), url: offer.url },
  });
}

/** The e-mail that goes with a waitlist offer, in the recipient's language. */
export async function emailOffer(
  ctx: Platform,
  offer: DomainEvents['event.place-offered'],
): Promise<void> {
  const email = (await emailsOf(ctx.db, [offer.userId])).get(offer.userId);
  if (!email) return;
  const [{ name, language, reader }, event] = await Promise.all([
    addressee(ctx, offer.userId),
    findEventRow(ctx.db, offer.eventId),
  ]);
  await ctx.mailer.send(
    await renderOfferEmail(
      language,
      { email, name: name ?? email.split('@')[0] ?? '' },
      {
        title: offer.title,
        until: new Date(offer.expiresAt),
        reader,
        timeZone: event?.timeZone ?? 'UTC',
        url: `${ctx.config.publicUrl.replace(/\/$/, '')}/events/${offer.eventId}`,
      },
    ),
  );
}
