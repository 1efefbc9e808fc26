import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { fetchPayment, paymentKeys } from './payments-api';

interface BoostReturnProps {
  paymentId: string;
  cancelled: boolean;
}

/**
 * Back from the checkout (`?payment=<id>`): what became of the payment. With Stripe the webhook
 * may arrive a moment after the payer, so a pending payment is asked again every 2 seconds.
 */
export function BoostReturn({ paymentId, cancelled }: BoostReturnProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: paymentKeys.one(paymentId),
    queryFn: ({ signal }) => fetchPayment(paymentId, signal),
    refetchInterval: (current) =>
      !cancelled && current.state.data?.status === 'pending' ? 2000 : false,
  });
  const status = query.data?.status;
  useEffect(() => {
    if (status && status !== 'pending')
      void queryClient.invalidateQueries({ queryKey: paymentKeys.boostable });
  }, [status, queryClient]);
  if (!query.data) return null;
  if (status === 'paid') return <Alert tone="success">{t('payments.boost.return.paid')}</Alert>;
  if (status === 'refunded')
    return <Alert tone="info">{t('payments.boost.return.refunded')}</Alert>;
  if (cancelled) return <Alert tone="info">{t('payments.boost.return.cancelled')}</Alert>;
  if (status === 'pending') return <Alert tone="info">{t('payments.boost.return.pending')}</Alert>;
  return <Alert tone="info">{t('payments.boost.return.closed')}</Alert>;
}
