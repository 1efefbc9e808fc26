import { describe, expect, it } from 'vitest';
import { languages } from '@aebro/shared/language';
import { renderModerationEmail } from '../../features/safety/safety-emails';
import { mailText } from './i18n';

describe('strike e-mails (issue 37)', () => {
  it.each(languages)(
    'a strike in %s names the rule broken, or the category; a limit its levels (issue 37)',
    async (language) => {
      const t = mailText(language);
      const appealUrl = 'https://aebro.example/appeal/abc.def';
      const ruled = await renderModerationEmail(
        'community_remove',
        language,
        'a@example.com',
        'Selam',
        '',
        null,
        undefined,
        {
          strike: {
            excerpt: 'Buy my shoes',
            appealUrl,
            rule: { number: 2, title: 'No selling' },
            category: 'spam',
          },
        },
      );
      expect(ruled.text).toContain(t('safety.ruleText', { number: 2, title: 'No selling' }));
      expect(ruled.text).not.toContain(t('safety.category.spam'));
      const categorised = await renderModerationEmail(
        'warn',
        language,
        'a@example.com',
        'Selam',
        '',
        null,
        undefined,
        {
          strike: { excerpt: 'x', appealUrl, rule: null, category: 'harassment' },
        },
      );
      expect(categorised.text).toContain(t('safety.category.harassment'));
      const limited = await renderModerationEmail(
        'limit',
        language,
        'a@example.com',
        'Selam',
        'Spam links',
        null,
        undefined,
        {
          strike: { excerpt: '', appealUrl, trustLevel: { from: 'regular', to: 'new' } },
        },
      );
      expect(limited.subject).toBe(t('safety.limit.subject'));
      expect(limited.text).toContain(
        t('safety.levelChange', { from: t('safety.level.regular'), to: t('safety.level.new') }),
      );
      const restored = await renderModerationEmail(
        'appeal_overturned',
        language,
        'a@example.com',
        'Selam',
        'Sorry',
        null,
        undefined,
        {
          effect: 'trust_level_restored',
        },
      );
      expect(restored.text).toContain(t('safety.levelRestored'));
    },
  );
});
