import type { Language } from '@aebro/shared/language';
import { formatMailDate, type DateReader } from '../../platform/mail/dates';
import { mailText } from '../../platform/mail/i18n';
import type { MailMessage } from '../../platform/mail/mailer';
import { renderEmail } from '../../platform/mail/render-email';
import type { StrikeMention } from './moderation-email.service';
import type { ModerationEmailKind } from './safety.events';

/**
 * A moderation decision e-mail, in the person's language (texts under `safety.<kind>`), with the
 * admin's reason. A strike's e-mail (issue 37) also quotes the content and offers the appeal form,
 * which works without signing in (a suspended member cannot).
 */
export function renderModerationEmail(
  kind: ModerationEmailKind,
  language: Language,
  to: string,
  name: string,
  reason: string,
  until: Date | null,
  reader?: DateReader,
  about: { strike?: StrikeMention; effect?: string | null } = {},
): Promise<MailMessage> {
  const t = mailText(language);
  const paragraphs = [
    t(`safety.${kind}.body`, { until: until ? formatMailDate(until, language, reader) : '' }),
  ];
  if (reason) paragraphs.push(`${t('safety.reasonLabel')}${t('layout.labelMark')} ${reason}`);
  const mark = t('layout.labelMark');
  // Issue 37: the rule broken, as the report named it, or the report's category.
  const rule = about.strike?.rule;
  if (rule) paragraphs.push(`${t('safety.ruleLabel')}${mark} ${t('safety.ruleText', { ...rule })}`);
  else if (about.strike?.category)
    paragraphs.push(
      `${t('safety.categoryLabel')}${mark} ${t(`safety.category.${about.strike.category}`)}`,
    );
  const levels = about.strike?.trustLevel;
  if (levels)
    paragraphs.push(
      t('safety.levelChange', {
        from: t(`safety.level.${levels.from}`),
        to: t(`safety.level.${levels.to}`),
      }),
    );
  if (about.strike?.excerpt)
    paragraphs.push(`${t('safety.contentLabel')}${mark} “${about.strike.excerpt}”`);
  if (about.effect === 'content_not_restorable') paragraphs.push(t('safety.notRestorable'));
  if (about.effect === 'trust_level_restored') paragraphs.push(t('safety.levelRestored'));
  const strike = about.strike;
  return renderEmail({
    language,
    to,
    name,
    subject: t(`safety.${kind}.subject`),
    paragraphs,
    action: strike ? { label: t('safety.appeal.action'), url: strike.appealUrl } : undefined,
    note: strike ? t('safety.appeal.note') : undefined,
  });
}
