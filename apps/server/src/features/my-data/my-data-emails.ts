import type { Language } from '@aebro/shared/language';
import { mailText } from '../../platform/mail/i18n';
import type { MailMessage } from '../../platform/mail/mailer';
import { renderEmail } from '../../platform/mail/render-email';

export type MyDataEmailKind = 'export_ready' | 'export_failed' | 'deletion_scheduled';

/**
 * A "my data" e-mail in the member's language (texts under `myData.<kind>`); `date` is already
 * formatted for them.
 */
export function renderMyDataEmail(
  kind: MyDataEmailKind,
  language: Language,
  to: string,
  name: string,
  url: string,
  date: string,
): Promise<MailMessage> {
  const t = mailText(language);
  return renderEmail({
    language,
    to,
    name,
    subject: t(`myData.${kind}.subject`),
    paragraphs: [t(`myData.${kind}.body`, { date })],
    action: { label: t(`myData.${kind}.action`), url },
  });
}
