import { describe, expect, it } from 'vitest';
import { amharicStyleProblems } from '@aebro/shared/amharic-style';
import { renderAuthEmail } from './auth-emails';

const kinds = ['verify', 'reset', 'existing'] as const;
const url = 'https://aebro.example/api/auth/verify-email?token=abc';

describe('account e-mails', () => {
  it.each(kinds)(
    '%s in Amharic is polite and keeps the name and the link apart from the Amharic words',
    (kind) => {
      const mail = renderAuthEmail(kind, 'am', 'selam@example.com', 'Selam Tesfaye', url);
      expect(mail.text).toContain(`፦ ${url}`);
      const lines = [mail.subject, ...mail.text.split('\n').filter((line) => line !== '')];
      expect(lines.flatMap((line) => amharicStyleProblems(line))).toEqual([]);
    },
  );

  it('labels the link with the English colon in English', () => {
    const mail = renderAuthEmail('verify', 'en', 'selam@example.com', 'Selam', url);
    expect(mail.text).toContain(`Confirm my e-mail: ${url}`);
    expect(mail.html).toContain('Confirm my e-mail</a>');
  });
});
