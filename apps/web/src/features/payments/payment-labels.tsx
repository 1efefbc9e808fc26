import type { TFunction } from 'i18next';
import type { Payment, PaymentStatus } from '@aebro/shared/payments';
import { cn } from '@/lib/cn';

/**
 * What a payment bought, in the reader's language, and what exactly: the event's title or the
 * boosted post's first words ('Post boost for 3 days: "Selam everyone…"'); older payments kept
 * neither and read as the kind alone.
 */
export function purchaseLabel(t: TFunction, payment: Pick<Payment, 'kind' | 'details'>): string {
  const what =
    payment.kind === 'post_boost'
      ? t('payments.what.post_boost', { count: Number(payment.details.days ?? 1) })
      : t('payments.what.event_creation');
  const subject = payment.details.title ?? payment.details.excerpt;
  return typeof subject === 'string' && subject.length > 0
    ? t('payments.what.withSubject', { what, subject })
    : what;
}

const statusTones: Record<PaymentStatus, string> = {
  paid: 'bg-secondary text-secondary-foreground border-primary/30',
  pending: 'bg-accent/20 text-foreground border-accent/50',
  refunded: 'bg-muted text-foreground border-border',
  expired: 'bg-muted text-muted-foreground border-border',
  failed: 'bg-destructive/10 text-foreground border-destructive/40',
  superseded: 'bg-muted text-muted-foreground border-border',
};

export function PaymentStatusBadge({ status, t }: { status: PaymentStatus; t: TFunction }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        statusTones[status],
      )}
    >
      {t(`payments.status.${status}`)}
    </span>
  );
}
