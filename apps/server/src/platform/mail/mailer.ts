export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The mail platform: SMTP through nodemailer when SMTP_URL is set, otherwise the dev mailbox. */
export interface Mailer {
  readonly kind: 'smtp' | 'dev-mailbox';
  send(message: MailMessage): Promise<void>;
}

const linkPattern = /https?:\/\/[^\s<>"')]+/g;

export function extractLinks(text: string): string[] {
  return [...new Set(text.match(linkPattern) ?? [])];
}
