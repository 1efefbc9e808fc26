import type { Language } from '@aebro/shared/language';
import type { PurchaseKind } from '@aebro/shared/payments';
import { mailText } from '../../platform/mail/i18n';
import type { MailMessage } from '../../platform/mail/mailer';
import { renderEmail } from '../../platform/mail/render-email';
import type { RefundReason } from './payments.events';

export interface RefundFacts {
  kind: PurchaseKind;
  details: Record<string, string | number>;
  reason: RefundReason;
  /** Already formatted for the reader ("$5.00"). */
  amount: string;
  /** The test checkout moves no money: said instead of the bank's delay. */
  testCheckout: boolean;
}

/** What was bought, in a phrase of the reader's language ("creating the event …"). */
export function refundedWhat(
  language: Language,
  facts: Pick<RefundFacts, 'kind' | 'details'>,
): string {
  const t = mailText(language);
  if (facts.kind === 'post_boost')
    return t('payments.refund.what.boost', { count: Number(facts.details.days ?? 1) });
  const title = String(facts.details.title ?? '');
  return title
    ? t('payments.refund.what.event', { title })
    : t('payments.refund.what.eventUntitled');
}

/** The e-mail that tells a member their money went back, and why (texts under `payments.refund`). */
export function renderRefundEmail(
  language: Language,
  to: { email: string; name: string },
  facts: RefundFacts,
  url: string,
): Promise<MailMessage> {
  const t = mailText(language);
  return renderEmail({
    language,
    to: to.email,
    name: to.name,
    subject: t('payments.refund.subject', { amount: facts.amount }),
    paragraphs: [
      t('payments.refund.body', { amount: facts.amount, what: refundedWhat(language, facts) }),
      t(`payments.refund.why.${facts.reason}`),
      facts.testCheckout ? t('payments.refund.test') : t('payments.refund.bank'),
    ],
    action: { label: t('payments.refund.action'), url },
  });
}
