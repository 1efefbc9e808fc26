import { parseLanguage, type Language } from '@aebro/shared/language';
import type { Platform } from '../../platform/context';
import { adminPeopleByIds } from './admin-members.repository';
import type { ModerationEmailKind } from './safety.events';

/** Sends a moderation e-mail after the answer (in the person's language). */
export function tell(
  ctx: Platform,
  userId: string,
  kind: ModerationEmailKind,
  reason: string,
  until: Date | null = null,
): void {
  ctx.events.emit('moderation.email', {
    userId,
    kind,
    reason,
    until: until?.toISOString() ?? null,
  });
}

/** The moderation e-mail, in the person's language. */
export async function sendModerationEmail(
  ctx: Platform,
  input: { userId: string; kind: ModerationEmailKind; reason: string; until: string | null },
  render: (
    kind: ModerationEmailKind,
    language: Language,
    to: string,
    name: string,
    reason: string,
    until: Date | null,
  ) => Parameters<Platform['mailer']['send']>[0],
): Promise<void> {
  const [row] = await adminPeopleByIds(ctx.db, [input.userId]);
  if (!row) return;
  const language = parseLanguage(row.languagePreference) ?? 'en';
  await ctx.mailer.send(
    render(
      input.kind,
      language,
      row.email,
      row.fullName ?? row.businessName ?? row.username,
      input.reason,
      input.until ? new Date(input.until) : null,
    ),
  );
}
