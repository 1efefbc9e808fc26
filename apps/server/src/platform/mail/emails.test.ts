import { describe, expect, it } from 'vitest';
import { amharicStyleProblems } from '@aebro/shared/amharic-style';
import { languages, type Language } from '@aebro/shared/language';
import { renderAuthEmail, type AuthEmailKind } from '../../features/auth/auth-emails';
import { renderOfferEmail } from '../../features/events/events.mail';
import { renderMyDataEmail, type MyDataEmailKind } from '../../features/my-data/my-data-emails';
import { renderRefundEmail } from '../../features/payments/payments-emails';
import type { RefundReason } from '../../features/payments/payments.events';
import { renderModerationEmail } from '../../features/safety/safety-emails';
import type { ModerationEmailKind } from '../../features/safety/safety.events';
import { renderServiceEmail, type ServiceEmailKind } from '../../features/services/services.emails';
import { formatMailDate } from './dates';
import { mailText } from './i18n';
import type { MailMessage } from './mailer';

const url = 'https://aebro.example/things/1?a=1&b=2';
const htmlUrl = url.replace('&', '&amp;');
/** What someone typed: it must reach the reader as text, never as markup. */
const hostile = '<img src=x onerror=alert(1)> Tom & "Jerry"';
const deadline = new Date('2026-12-01T09:30:00Z');

const hrefs = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1]);

/** Every e-mail the server sends, in one language, with one link (where it has one). */
async function everyEmail(language: Language): Promise<Record<string, MailMessage>> {
  const to = 'selam@example.com';
  const mails: Record<string, MailMessage> = {};
  for (const kind of ['verify', 'reset', 'existing'] satisfies AuthEmailKind[])
    mails[`auth.${kind}`] = await renderAuthEmail(kind, language, to, 'Selam', url);
  for (const kind of [
    'export_ready',
    'export_failed',
    'deletion_scheduled',
  ] satisfies MyDataEmailKind[])
    mails[`myData.${kind}`] = await renderMyDataEmail(
      kind,
      language,
      to,
      'Selam',
      url,
      formatMailDate(deadline, language),
    );
  for (const reason of [
    'superseded',
    'expired',
    'not-needed',
    'wrong-amount',
    'provider',
    'withdrawn',
  ] satisfies RefundReason[])
    mails[`payments.${reason}`] = await renderRefundEmail(
      language,
      { email: to, name: 'Selam' },
      {
        kind: 'event_creation',
        details: { title: 'Habesha DC' },
        reason,
        amount: '$5.00',
        testCheckout: false,
      },
      url,
    );
  for (const kind of [
    'warn',
    'suspend',
    'ban',
    'unsuspend',
    'remove',
    'report_dismissed',
    'report_actioned',
    'verification_approved',
    'verification_declined',
    'two_factor_reset',
    'community_remove',
    'remove_member',
    'appeal_upheld',
    'appeal_overturned',
    'limit',
  ] satisfies ModerationEmailKind[])
    mails[`safety.${kind}`] = await renderModerationEmail(
      kind,
      language,
      to,
      'Selam',
      'Spam',
      deadline,
    );
  for (const kind of [
    'requested',
    'accepted',
    'declined',
    'cancelled',
    'expired',
    'completed',
    'reviewed',
    'replied',
  ] satisfies ServiceEmailKind[])
    mails[`services.${kind}`] = await renderServiceEmail(
      kind,
      language,
      { email: to, name: 'Selam' },
      'Almaz',
      'Holiday henna',
      url,
    );
  mails['events.offer'] = await renderOfferEmail(
    language,
    { email: to, name: 'Selam' },
    { title: 'Habesha DC', until: deadline, timeZone: 'Africa/Addis_Ababa', url },
  );
  return mails;
}

describe('every e-mail', () => {
  it.each(languages)('exists in %s, in one layout, its action the first link', async (language) => {
    const mails = await everyEmail(language);
    expect(Object.keys(mails)).toHaveLength(36);
    for (const [name, mail] of Object.entries(mails)) {
      expect(mail.subject, name).not.toBe('');
      expect(mail.html, name).toContain(`<html lang="${language}">`);
      expect(mail.html, name).toContain('#07602f');
      expect(mail.text, name).toContain(language === 'ti' ? '— Aebro · ኣብሮ' : '— Aebro · አብሮ');
      if (!name.startsWith('safety.')) {
        expect(hrefs(mail.html)[0], name).toBe(htmlUrl);
        expect(/https?:\/\/\S+/.exec(mail.text)?.[0], name).toBe(url);
      } else expect(hrefs(mail.html), name).toEqual([]);
      // No key left untranslated (i18next answers a missing key with the key itself).
      expect(mail.text, name).not.toMatch(/\b(auth|myData|payments|safety|services|events)\.\w/);
    }
  });

  it.each(['am', 'ti'] as const)(
    'in %s is polite and keeps to the house style',
    async (language) => {
      // The dates are ICU's (CLDR's) writing, not our texts: "ቅ.ቀ." is how Tigrinya abbreviates.
      const dates = [
        formatMailDate(deadline, language),
        formatMailDate(deadline, language, undefined, 'Africa/Addis_Ababa'),
      ];
      for (const [name, mail] of Object.entries(await everyEmail(language))) {
        const text = dates.reduce((all, date) => all.replaceAll(date, '{{date}}'), mail.text);
        const lines = [mail.subject, ...text.split('\n').filter((line) => line !== '')];
        expect(
          lines.flatMap((line) => amharicStyleProblems(line)),
          name,
        ).toEqual([]);
        if (language === 'ti')
          for (const amharic of ['ኢሜይል', 'እባክዎ', 'ይህን', 'የይለፍ ቃል'])
            expect(mail.text, `${name}: ${amharic}`).not.toContain(amharic);
      }
    },
  );
});

describe('e-mails in three languages', () => {
  it.each(languages)('the verification e-mail in %s', async (language) => {
    const mail = await renderAuthEmail('verify', language, 'a@example.com', 'Selam Tesfaye', url);
    expect({ subject: mail.subject, text: mail.text }).toMatchSnapshot();
    expect(hrefs(mail.html)[0]).toBe(htmlUrl);
  });

  it.each(languages)(
    'the waitlist offer in %s gives the deadline in its language and the event’s zone',
    async (language) => {
      const mail = await renderOfferEmail(
        language,
        { email: 'a@example.com', name: 'Selam' },
        { title: 'Habesha DC', until: deadline, timeZone: 'Africa/Addis_Ababa', url },
      );
      expect({ subject: mail.subject, text: mail.text }).toMatchSnapshot();
      // 09:30 UTC is 12:30 in Addis Ababa, written the reader's way.
      expect(mail.text).toContain(
        {
          en: '1 December 2026 at 12:30 GMT+3',
          am: '1 ዲሴምበር 2026 12:30 ከሰዓት',
          ti: '1 ታሕሳስ 2026 ሰዓት 12:30 ድ.ቀ. GMT+3',
        }[language],
      );
      expect(hrefs(mail.html)[0]).toBe(htmlUrl);
    },
  );

  it.each(languages)(
    'a service request in %s escapes what people typed, once',
    async (language) => {
      const mail = await renderServiceEmail(
        'requested',
        language,
        { email: 'a@example.com', name: hostile },
        hostile,
        hostile,
        url,
      );
      expect({ subject: mail.subject, text: mail.text }).toMatchSnapshot();
      // The subject and the text part are plain text: what was typed, as typed.
      expect(mail.subject).toContain(hostile);
      expect(mail.text).toContain(hostile);
      // The HTML holds it as text only, escaped exactly once, and the action is still the first link.
      expect(mail.html).not.toContain('<img');
      expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt; Tom &amp;');
      expect(mail.html).not.toContain('&amp;amp;');
      expect(mail.html).not.toContain('&amp;lt;');
      expect(hrefs(mail.html)).toEqual([htmlUrl, htmlUrl]);
    },
  );

  it.each(languages)('the refund e-mail in %s', async (language) => {
    const mail = await renderRefundEmail(
      language,
      { email: 'a@example.com', name: 'Selam' },
      {
        kind: 'post_boost',
        details: { days: 3 },
        reason: 'expired',
        amount: '$5.00',
        testCheckout: true,
      },
      url,
    );
    expect({ subject: mail.subject, text: mail.text }).toMatchSnapshot();
  });

  it.each(languages)('a suspension in %s says until when, with the reason', async (language) => {
    const mail = await renderModerationEmail(
      'suspend',
      language,
      'a@example.com',
      'Selam',
      'Spam <b>again</b>',
      deadline,
    );
    expect({ subject: mail.subject, text: mail.text }).toMatchSnapshot();
    expect(mail.text).toContain(formatMailDate(deadline, language));
    expect(mail.html).toContain('Spam &lt;b&gt;again&lt;/b&gt;');
  });

  it.each(languages)(
    'a strike in %s quotes the content and links to its appeal form (issue 37)',
    async (language) => {
      const appealUrl = 'https://aebro.example/appeal/abc.def';
      const mail = await renderModerationEmail(
        'warn',
        language,
        'a@example.com',
        'Selam',
        'Be kind',
        null,
        undefined,
        { strike: { excerpt: 'You are all fools', appealUrl } },
      );
      expect(mail.text).toContain('“You are all fools”');
      expect(hrefs(mail.html)[0]).toBe(appealUrl);
      expect(/https?:\/\/\S+/.exec(mail.text)?.[0]).toBe(appealUrl);
      const overturned = await renderModerationEmail(
        'appeal_overturned',
        language,
        'a@example.com',
        'Selam',
        'It was on topic',
        null,
        undefined,
        { effect: 'content_not_restorable' },
      );
      expect(overturned.text).toContain(mailText(language)('safety.notRestorable'));
    },
  );
});
