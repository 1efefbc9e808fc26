import type { Language } from '@aebro/shared/language';
import { formatMailDate, type DateReader } from '../../platform/mail/dates';
import { mailText } from '../../platform/mail/i18n';
import type { MailMessage } from '../../platform/mail/mailer';
import { renderEmail } from '../../platform/mail/render-email';
import type { ModerationEmailKind } from './safety.events';

/**
 * A moderation decision e-mail, in the person's language (texts under `safety.<kind>`), with the
 * admin's reason. It offers no action: there is nothing to click for a decision.
 */
export function renderModerationEmail(
  kind: ModerationEmailKind,
  language: Language,
  to: string,
  name: string,
  reason: string,
  until: Date | null,
  reader?: DateReader,
): Promise<MailMessage> {
  const t = mailText(language);
  const paragraphs = [
    t(`safety.${kind}.body`, { until: until ? formatMailDate(until, language, reader) : '' }),
  ];
  if (reason) paragraphs.push(`${t('safety.reasonLabel')}${t('layout.labelMark')} ${reason}`);
  return renderEmail({ language, to, name, subject: t(`safety.${kind}.subject`), paragraphs });
}
