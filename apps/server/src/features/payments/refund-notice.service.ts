import { formatMoney } from '@aebro/shared/money';
import type { DomainEvents } from '../../platform/events';
import type { Platform } from '../../platform/context';
import { accountEmail } from '../accounts/accounts.service';
import { notifyFromSite } from '../notifications/notifications.service';
import { addressee } from '../profiles/profiles.service';
import { refundedWhat, renderRefundEmail } from './payments-emails';

/**
 * A durable effect of a refund: the member gets a notice and an e-mail in their language saying
 * what was refunded and why. A retry after a failed e-mail refreshes the one notice.
 */
export async function tellRefund(
  platform: Platform,
  refund: DomainEvents['payment.refunded'],
): Promise<void> {
  await notifyFromSite(platform, {
    type: 'payment_refunded',
    recipientId: refund.userId,
    paymentId: refund.paymentId,
    kind: refund.kind,
    details: refund.details,
    what: (language) => refundedWhat(language, refund),
  });
  const [email, recipient] = await Promise.all([
    accountEmail(platform, refund.userId),
    addressee(platform, refund.userId),
  ]);
  if (!email) return;
  await platform.mailer.send(
    await renderRefundEmail(
      recipient.language,
      { email, name: recipient.name ?? email.split('@')[0] ?? '' },
      {
        kind: refund.kind,
        details: refund.details,
        reason: refund.reason,
        amount: formatMoney(refund.amount, refund.currency, recipient.language),
        testCheckout: platform.payments.name === 'test',
      },
      `${platform.config.publicUrl.replace(/\/$/, '')}/payment-history`,
    ),
  );
}
