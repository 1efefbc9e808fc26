import { describe, expect, it } from 'vitest';
import { amharicStyleProblems } from '@aebro/shared/amharic-style';
import { renderAuthEmail } from './auth-emails';

const kinds = ['verify', 'reset', 'existing'] as const;
const url = 'https://aebro.example/api/auth/verify-email?token=abc';

describe('account e-mails', () => {
  it.each(kinds)(
    '%s in Amharic is polite and keeps the name and the link apart from the Amharic words',
    async (kind) => {
      const mail = await renderAuthEmail(kind, 'am', 'selam@example.com', 'Selam Tesfaye', url);
      expect(mail.text).toContain(`፦ ${url}`);
      const lines = [mail.subject, ...mail.text.split('\n').filter((line) => line !== '')];
      expect(lines.flatMap((line) => amharicStyleProblems(line))).toEqual([]);
    },
  );

  it.each(kinds)(
    '%s in Tigrinya is polite, in Tigrinya (not Amharic) and keeps the name and the link apart',
    async (kind) => {
      const mail = await renderAuthEmail(kind, 'ti', 'selam@example.com', 'Selam Tesfaye', url);
      expect(mail.text).toContain(`፦ ${url}`);
      expect(mail.text).toContain('ሰላም Selam Tesfaye፣');
      expect(mail.text).toContain('— Aebro · ኣብሮ');
      expect(mail.html).toContain('<html lang="ti">');
      const lines = [mail.subject, ...mail.text.split('\n').filter((line) => line !== '')];
      expect(lines.flatMap((line) => amharicStyleProblems(line))).toEqual([]);
      // Tigrinya words, not the Amharic ones of the same e-mail.
      expect(mail.text).toMatch(/ኣብሮ|ኢመይል/);
      for (const amharic of ['ኢሜይል', 'እባክዎ', 'ይህን', 'የይለፍ ቃል'])
        expect(mail.text, amharic).not.toContain(amharic);
      expect(mail.subject).not.toBe(
        (await renderAuthEmail(kind, 'am', 'selam@example.com', 'Selam', url)).subject,
      );
    },
  );

  it('labels the link with the English colon in English', async () => {
    const mail = await renderAuthEmail('verify', 'en', 'selam@example.com', 'Selam', url);
    expect(mail.text).toContain(`Confirm my e-mail: ${url}`);
    expect(mail.html).toContain('Confirm my e-mail</a>');
  });
});
