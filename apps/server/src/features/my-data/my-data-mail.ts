import type { Platform } from '../../platform/context';
import { formatMailDate } from '../../platform/mail/dates';
import { addressee } from '../profiles/profiles.service';
import { renderMyDataEmail, type MyDataEmailKind } from './my-data-emails';

/** Sends one of the export's or the deletion's e-mails, in the member's language. */
export async function sendMyDataEmail(
  ctx: Platform,
  userId: string,
  to: string,
  kind: MyDataEmailKind,
  path: string,
  date: Date | null,
): Promise<void> {
  const { name, language, reader } = await addressee(ctx, userId);
  const url = new URL(path, ctx.config.publicUrl).toString();
  await ctx.mailer.send(
    await renderMyDataEmail(
      kind,
      language,
      to,
      name ?? to.split('@')[0] ?? '',
      url,
      date ? formatMailDate(date, language, reader) : '',
    ),
  );
}
