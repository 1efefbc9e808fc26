import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderAuthEmail } from '../../features/auth/auth-emails';
import { createSmtpMailer } from './smtp-mailer';

/*
 * The SMTP path, end to end on this machine: a real SMTP server (smtp-server, from nodemailer's
 * authors) receives what the mailer sends, and the message is parsed back as a mail program would.
 */
let server: SMTPServer;
let port = 0;
const received: ParsedMail[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the SMTP mailer', () => {
  it('delivers an e-mail with its HTML and plain-text parts, in Tigrinya', async () => {
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, 'Aebro <no-reply@aebro.test>');
    expect(mailer.kind).toBe('smtp');
    const link = 'https://aebro.test/api/auth/verify-email?token=abc&callbackURL=%2F';
    const message = await renderAuthEmail('verify', 'ti', 'selam@example.test', 'ሰላም', link);
    await mailer.send(message);

    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.subject).toBe(message.subject);
    expect(mail?.from?.value).toEqual([{ name: 'Aebro', address: 'no-reply@aebro.test' }]);
    expect(mail?.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('selam@example.test');
    expect(mail?.text).toContain(link);
    expect(mail?.html).toContain(link.replace('&', '&amp;'));
    expect(mail?.html).toContain('lang="ti"');
  });
});
