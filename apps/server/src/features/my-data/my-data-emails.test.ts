import { describe, expect, it } from 'vitest';
import { amharicStyleProblems } from '@aebro/shared/amharic-style';
import { renderMyDataEmail } from './my-data-emails';

const kinds = ['export_ready', 'export_failed', 'deletion_scheduled'] as const;
const url = 'https://aebro.example/api/v1/me/data-export/1/file';
const date = '1 December 2026 UTC';

describe('my data e-mails', () => {
  it.each(kinds)('%s in Amharic and Tigrinya is polite and keeps the link apart', async (kind) => {
    for (const language of ['am', 'ti'] as const) {
      const mail = await renderMyDataEmail(kind, language, 'a@example.com', 'Selam', url, date);
      expect(mail.text).toContain(`፦ ${url}`);
      expect(mail.html).toContain(`<html lang="${language}">`);
      const lines = [mail.subject, ...mail.text.split('\n').filter((line) => line !== '')];
      expect(
        lines.flatMap((line) => amharicStyleProblems(line)),
        language,
      ).toEqual([]);
    }
    // Tigrinya, not the Amharic of the same e-mail.
    const ti = await renderMyDataEmail(kind, 'ti', 'a@example.com', 'Selam', url, date);
    for (const amharic of ['ኢሜይል', 'እባክዎ', 'መረጃዎ']) expect(ti.text, amharic).not.toContain(amharic);
  });

  it('says until when the download works, and when the deletion happens', async () => {
    expect(
      (await renderMyDataEmail('export_ready', 'en', 'a@example.com', 'Selam', url, date)).text,
    ).toContain(`until ${date}`);
    const deletion = await renderMyDataEmail(
      'deletion_scheduled',
      'en',
      'a@example.com',
      'Selam',
      url,
      date,
    );
    expect(deletion.subject).toBe('Your Aebro account will be deleted');
    expect(deletion.text).toContain(`deleted on ${date}`);
    expect(deletion.text).toContain('sign in before then');
  });
});
