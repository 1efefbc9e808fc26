import type { Language } from '@aebro/shared/language';
import { mailText } from '../../platform/mail/i18n';
import type { MailMessage } from '../../platform/mail/mailer';
import { renderEmail } from '../../platform/mail/render-email';

export type AuthEmailKind = 'verify' | 'reset' | 'existing';

/**
 * An account e-mail in the language the person chose (SPEC §1: English and Amharic; and Tigrinya),
 * texts under `auth.<kind>` in platform/mail/locales.
 */
export function renderAuthEmail(
  kind: AuthEmailKind,
  language: Language,
  to: string,
  name: string,
  url: string,
): Promise<MailMessage> {
  const t = mailText(language);
  return renderEmail({
    language,
    to,
    name,
    subject: t(`auth.${kind}.subject`),
    paragraphs: [t(`auth.${kind}.body`)],
    action: { label: t(`auth.${kind}.action`), url },
    note: t(`auth.${kind}.note`),
  });
}
