import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { amharicStyleProblems } from '@aebro/shared/amharic-style';
import { languages } from '@aebro/shared/language';
import {
  notificationTypes,
  siteNoticeTypes,
  type NotificationType,
  type SiteNoticeType,
} from '@aebro/shared/notification-rules';
import { notificationText } from './notification-texts';
import {
  eventPublishedText,
  pollClosedText,
  paymentRefundedText,
  reportResolvedText,
} from './site-notice-texts';

const localesDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../web/src/i18n/locales',
);

/** The browser's text of a kind (notifications.text.<kind in camelCase>) in a language. */
function browserText(language: string, type: string): string | undefined {
  const file = path.join(localesDir, `notifications.${language}.json`);
  const texts = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    notifications: { text: Record<string, string> };
  };
  return texts.notifications.text[
    type.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase())
  ];
}

/** The kinds a person does; the site's notices (a decided report, a refund…) name nobody. */
const personTypes = notificationTypes.filter(
  (type): type is Exclude<NotificationType, SiteNoticeType> =>
    !(siteNoticeTypes as readonly string[]).includes(type),
);

describe('notification texts', () => {
  it.each(personTypes)(
    "%s in Amharic and Tigrinya is polite and keeps a Latin name apart from the Ge'ez words",
    (type) => {
      for (const language of ['am', 'ti'] as const) {
        const { title, message } = notificationText(type, language, 'Selam Tesfaye', 'Habesha DC');
        expect(message.startsWith('Selam Tesfaye '), language).toBe(true);
        expect(title, language).toMatch(/^[\u1200-\u137F ]+$/);
        expect([...amharicStyleProblems(title), ...amharicStyleProblems(message)]).toEqual([]);
      }
    },
  );

  it('says the same as the browser does for a like, in Amharic, Tigrinya and English', () => {
    expect(notificationText('like', 'am', 'Selam Tesfaye').message).toBe(
      'Selam Tesfaye ልጥፍዎን ወደውታል',
    );
    expect(notificationText('like', 'ti', 'Selam Tesfaye').message).toBe(
      'Selam Tesfaye ንጽሑፍኩም ፈትዮምዎ',
    );
    expect(notificationText('like', 'en', 'Selam Tesfaye').message).toBe(
      'Selam Tesfaye liked your post',
    );
  });

  it.each(personTypes)('%s says what the browser says, in every language', (type) => {
    for (const language of languages) {
      const browser = browserText(language, type);
      if (browser === undefined) continue; // a kind the browser words itself
      expect(notificationText(type, language, 'Selam', 'Habesha DC').message, language).toBe(
        browser
          .replace('{{name}}', 'Selam')
          .replace(/\{\{(community|event|service)\}\}/, 'Habesha DC'),
      );
    }
  });

  it('report_resolved says what was decided, as the browser does, in every language', () => {
    for (const language of languages)
      for (const outcome of ['actioned', 'dismissed'] as const) {
        const { title, message } = reportResolvedText(language, outcome);
        const key = outcome === 'actioned' ? 'reportActioned' : 'reportDismissed';
        expect(message, language).toBe(browserText(language, key));
        expect(title.length).toBeGreaterThan(0);
        if (language !== 'en')
          expect([...amharicStyleProblems(title), ...amharicStyleProblems(message)]).toEqual([]);
      }
  });

  it('event_published and payment_refunded say what the browser says, in every language', () => {
    for (const language of languages) {
      expect(eventPublishedText(language, 'Habesha DC').message, language).toBe(
        browserText(language, 'eventPublished')?.replace('{{event}}', 'Habesha DC'),
      );
      expect(paymentRefundedText(language, 'Habesha DC').message, language).toBe(
        browserText(language, 'paymentRefunded')?.replace('{{what}}', 'Habesha DC'),
      );
      expect(pollClosedText(language).message, language).toBe(browserText(language, 'pollClosed'));
      if (language !== 'en')
        for (const text of [
          pollClosedText(language),
          eventPublishedText(language, 'Habesha DC'),
          paymentRefundedText(language, 'Habesha DC'),
        ])
          expect([
            ...amharicStyleProblems(text.title),
            ...amharicStyleProblems(text.message),
          ]).toEqual([]);
    }
  });
});
