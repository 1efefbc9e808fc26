import type { Language } from '@aebro/shared/language';
import { mailText } from '../../platform/mail/i18n';
import type { MailMessage } from '../../platform/mail/mailer';
import { renderEmail } from '../../platform/mail/render-email';

export type ServiceEmailKind =
  | 'requested'
  | 'accepted'
  | 'declined'
  | 'cancelled'
  | 'expired'
  | 'completed'
  | 'reviewed'
  | 'replied';

/** An e-mail of the services directory, in the recipient's language (texts under `services.<kind>`). */
export function renderServiceEmail(
  kind: ServiceEmailKind,
  language: Language,
  to: { email: string; name: string },
  actor: string,
  service: string,
  url: string,
): Promise<MailMessage> {
  const t = mailText(language);
  return renderEmail({
    language,
    to: to.email,
    name: to.name,
    subject: t(`services.${kind}.subject`, { service }),
    paragraphs: [t(`services.${kind}.body`, { actor, service })],
    action: { label: t(`services.${kind}.action`), url },
  });
}
