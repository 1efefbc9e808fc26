import { parseLanguage, type Language } from '@aebro/shared/language';
import type { Platform } from '../../platform/context';
import type { Transaction } from '../../platform/db/client';
import { moderationRecipient } from './restrictions.repository';
import type { ModerationEmailKind } from './safety.events';
import type { DateReader } from '../../platform/mail/dates';
import type { DomainEvents } from '../../platform/events';
import { appealToken } from './appeal-token';

/**
 * Queues a moderation e-mail (in the person's language) in the transaction of the decision it
 * announces: it goes out if and only if the decision holds, even across a crash.
 */
export async function tell(
  ctx: Platform,
  tx: Transaction,
  userId: string,
  kind: ModerationEmailKind,
  reason: string,
  until: Date | null = null,
  about: Pick<ModerationEmailInput, 'strike' | 'effect'> = {},
): Promise<void> {
  await ctx.events.publish(tx, 'moderation.email', {
    userId,
    kind,
    reason,
    until: until?.toISOString() ?? null,
    ...about,
  });
}

type ModerationEmailInput = DomainEvents['moderation.email'];

/** What a strike's e-mail adds: the content it was about, the rule broken, and the link to appeal it. */
export interface StrikeMention {
  excerpt: string;
  appealUrl: string;
  rule?: { number: number; title: string } | null;
  category?: string | null;
  trustLevel?: { from: string; to: string } | undefined;
}

/** The moderation e-mail, in the person's language. */
export async function sendModerationEmail(
  ctx: Platform,
  input: ModerationEmailInput,
  render: (
    kind: ModerationEmailKind,
    language: Language,
    to: string,
    name: string,
    reason: string,
    until: Date | null,
    reader: DateReader,
    about: { strike?: StrikeMention; effect?: string | null },
  ) => Promise<Parameters<Platform['mailer']['send']>[0]>,
): Promise<void> {
  const row = await moderationRecipient(ctx.db, input.userId);
  if (!row) return;
  const language = parseLanguage(row.languagePreference) ?? 'en';
  await ctx.mailer.send(
    await render(
      input.kind,
      language,
      row.email,
      row.fullName ?? row.businessName ?? row.username,
      input.reason,
      input.until ? new Date(input.until) : null,
      { timeZone: row.timeZone, calendar: row.calendarPreference },
      {
        ...(input.strike
          ? {
              strike: {
                excerpt: input.strike.excerpt,
                rule: input.strike.rule ?? null,
                category: input.strike.category ?? null,
                trustLevel: input.strike.trustLevel,
                appealUrl: `${ctx.config.publicUrl}/appeal/${appealToken(ctx.config.authSecret, input.strike.id)}`,
              },
            }
          : {}),
        effect: input.effect ?? null,
      },
    ),
  );
}
