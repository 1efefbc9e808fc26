import type { DomainEvents } from '../../platform/events';
import type { Platform } from '../../platform/context';
import { addressee } from '../profiles/profiles.service';
import { emailsOf } from './rsvp.repository';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The e-mail that goes with a waitlist offer, in the recipient's language. */
export async function emailOffer(
  ctx: Platform,
  offer: DomainEvents['event.place-offered'],
): Promise<void> {
  const email = (await emailsOf(ctx.db, [offer.userId])).get(offer.userId);
  if (!email) return;
  const { name, language } = await addressee(ctx, offer.userId);
  const url = `${ctx.config.publicUrl.replace(/\/$/, '')}/events/${offer.eventId}`;
  const until = new Date(offer.expiresAt).toUTCString();
  const greeting = name ?? email.split('@')[0] ?? '';
  const text =
    language === 'am'
      ? `ሰላም ${greeting}፣\n\n«${offer.title}» ላይ ቦታ ተገኝቶልዎታል። እስከ ${until} ድረስ ቦታውን መውሰድ ይችላሉ፤ ከዚያ በኋላ ለሚቀጥለው ሰው ይተላለፋል።\n\n${url}\n`
      : `Hello ${greeting},\n\nA place has opened up for you at "${offer.title}". It is held for you until ${until}; after that it passes to the next person waiting.\n\n${url}\n`;
  const subject =
    language === 'am' ? `ቦታ ተገኝቶልዎታል፦ ${offer.title}` : `A place is yours: ${offer.title}`;
  const html = `<p>${escapeHtml(text.split('\n\n')[0] ?? '')}</p><p>${escapeHtml(
    text.split('\n\n')[1] ?? '',
  )}</p><p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`;
  await ctx.mailer.send({ to: email, subject, text, html });
}
