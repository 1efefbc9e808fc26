import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useDateFormat } from '@/lib/use-date-format';
import { formatMoney } from '@aebro/shared/money';
import { useReaderLanguage } from './money';
import { fetchPayment, paymentKeys } from './payments-api';
import { PaymentStatusBadge, purchaseLabel } from './payment-labels';

interface ReceiptDialogProps {
  paymentId: string | null;
  onClose: () => void;
}

/** One payment's receipt: what, how much, when, its status and its references. */
export function ReceiptDialog({ paymentId, onClose }: ReceiptDialogProps) {
  const { t } = useTranslation();
  const language = useReaderLanguage();
  const format = useDateFormat();
  const query = useQuery({
    queryKey: paymentKeys.one(paymentId ?? ''),
    queryFn: ({ signal }) => fetchPayment(paymentId ?? '', signal),
    enabled: paymentId !== null,
  });
  const payment = query.data;
  return (
    <Dialog open={paymentId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('payments.receipt.title')}</DialogTitle>
          <DialogDescription>{t('payments.receipt.description')}</DialogDescription>
        </DialogHeader>
        {query.isPending ? (
          <div className="flex flex-col gap-3" aria-busy="true">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-5 w-3/4" />
          </div>
        ) : query.isError || !payment ? (
          <Alert tone="error">{t('payments.receipt.loadError')}</Alert>
        ) : (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-3 text-sm">
            <dt className="text-muted-foreground">{t('payments.receipt.item')}</dt>
            <dd className="font-medium">{purchaseLabel(t, payment)}</dd>
            <dt className="text-muted-foreground">{t('payments.receipt.amount')}</dt>
            <dd className="text-base font-semibold">
              {formatMoney(payment.amount, payment.currency, language)}
            </dd>
            <dt className="text-muted-foreground">{t('payments.receipt.status')}</dt>
            <dd>
              <PaymentStatusBadge status={payment.status} t={t} />
            </dd>
            <dt className="text-muted-foreground">{t('payments.receipt.date')}</dt>
            <dd>{format.date(payment.createdAt, { withTime: true })}</dd>
            {payment.paidAt ? (
              <>
                <dt className="text-muted-foreground">{t('payments.receipt.paidAt')}</dt>
                <dd>{format.date(payment.paidAt, { withTime: true })}</dd>
              </>
            ) : null}
            {payment.refundedAt ? (
              <>
                <dt className="text-muted-foreground">{t('payments.receipt.refundedAt')}</dt>
                <dd>{format.date(payment.refundedAt, { withTime: true })}</dd>
              </>
            ) : null}
            <dt className="text-muted-foreground">{t('payments.receipt.provider')}</dt>
            <dd>{t(`payments.receipt.providers.${payment.provider}`)}</dd>
            <dt className="text-muted-foreground">{t('payments.receipt.number')}</dt>
            <dd className="font-mono text-xs break-all">{payment.id}</dd>
            {payment.providerPaymentId ? (
              <>
                <dt className="text-muted-foreground">{t('payments.receipt.providerReference')}</dt>
                <dd className="font-mono text-xs break-all">{payment.providerPaymentId}</dd>
              </>
            ) : null}
          </dl>
        )}
      </DialogContent>
    </Dialog>
  );
}
