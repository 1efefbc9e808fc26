import { render } from '@react-email/render';
import type { Language } from '@aebro/shared/language';
import { mailText } from './i18n';
import { EmailLayout } from './layout';
import type { MailMessage } from './mailer';

export interface Email {
  language: Language;
  to: string;
  /** How the person is greeted (their name, or the start of their address). */
  name: string;
  subject: string;
  paragraphs: string[];
  action?: { label: string; url: string } | undefined;
  note?: string | undefined;
}

/**
 * Renders an e-mail in the one layout: the HTML part through react-email, and the plain-text part
 * from the same pieces in the same order (greeting, paragraphs, "label: address", note, signature,
 * footer), so the action's address is the first link of both.
 */
export async function renderEmail(email: Email): Promise<MailMessage> {
  const t = mailText(email.language);
  const greeting = t('layout.greeting', { name: email.name });
  const paragraphs = email.paragraphs.filter((paragraph) => paragraph.length > 0);
  const signature = t('layout.signature');
  const footer = t('layout.footer');
  const html = await render(
    <EmailLayout
      language={email.language}
      heading={email.subject}
      greeting={greeting}
      paragraphs={paragraphs}
      action={email.action}
      note={email.note}
      linkHint={t('layout.linkHint')}
      signature={signature}
      footer={footer}
    />,
  );
  const text = [
    greeting,
    ...paragraphs,
    ...(email.action ? [`${email.action.label}${t('layout.labelMark')} ${email.action.url}`] : []),
    ...(email.note ? [email.note] : []),
    `— ${signature}`,
    footer,
  ].join('\n\n');
  return { to: email.to, subject: email.subject, text, html };
}
