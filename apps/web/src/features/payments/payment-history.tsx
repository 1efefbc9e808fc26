import { useInfiniteQuery } from '@tanstack/react-query';
import Megaphone from 'lucide-react/icons/megaphone';
import Receipt from 'lucide-react/icons/receipt';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Payment } from '@aebro/shared/payments';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useDateFormat } from '@/lib/use-date-format';
import { formatMoney } from '@aebro/shared/money';
import { useReaderLanguage } from './money';
import { fetchPayments, paymentKeys } from './payments-api';
import { PaymentStatusBadge, purchaseLabel } from './payment-labels';
import { ReceiptDialog } from './receipt-dialog';

function HistorySkeleton() {
  return (
    <ul className="flex flex-col gap-3" aria-hidden="true">
      {[0, 1, 2].map((index) => (
        <li key={index} className="flex items-center gap-3 rounded-xl border bg-card p-4">
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-1/3" />
          </div>
          <Skeleton className="h-6 w-16" />
        </li>
      ))}
    </ul>
  );
}

function PaymentRow({ payment, onReceipt }: { payment: Payment; onReceipt: () => void }) {
  const { t } = useTranslation();
  const language = useReaderLanguage();
  const format = useDateFormat();
  const what = purchaseLabel(t, payment);
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border bg-card p-4 shadow-sm">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="font-medium break-words">{what}</p>

        <p className="text-sm text-muted-foreground">
          <time dateTime={payment.createdAt}>
            {format.date(payment.createdAt, { withTime: true })}
          </time>
        </p>
      </div>
      <div className="flex items-center gap-3">
        <span className="font-semibold tabular-nums">
          {formatMoney(payment.amount, payment.currency, language)}
        </span>
        <PaymentStatusBadge status={payment.status} t={t} />
      </div>
      <div className="flex w-full flex-wrap gap-2 sm:w-auto">
        {payment.checkoutUrl ? (
          <Button asChild size="sm">
            <a href={payment.checkoutUrl}>{t('payments.history.finish')}</a>
          </Button>
        ) : null}
        <Button
          variant="outline"
          size="sm"
          onClick={onReceipt}
          aria-label={t('payments.history.receiptFor', { what })}
        >
          {t('payments.history.receipt')}
        </Button>
      </div>
    </li>
  );
}

/** /payment-history: my payments, newest first, each with its receipt, and the way to boosting a post. */
export function PaymentHistory() {
  const { t } = useTranslation();
  const [receipt, setReceipt] = useState<string | null>(null);
  const query = useInfiniteQuery({
    queryKey: paymentKeys.history,
    queryFn: ({ pageParam, signal }) => fetchPayments(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const payments = query.data?.pages.flatMap((page) => page.items) ?? [];

  if (query.isPending) return <HistorySkeleton />;
  if (query.isError && !query.data)
    return (
      <LoadError text={t('payments.history.errorText')} onRetry={() => void query.refetch()} />
    );
  if (payments.length === 0)
    return (
      <EmptyState
        icon={Receipt}
        title={t('payments.history.empty')}
        text={t('payments.history.emptyText')}
      >
        <Button asChild>
          <Link to="/boost-posts">{t('payments.history.boostAction')}</Link>
        </Button>
      </EmptyState>
    );
  return (
    <>
      <Button asChild variant="outline" className="self-start">
        <Link to="/boost-posts">
          <Megaphone aria-hidden="true" />
          {t('payments.settings.boost')}
        </Link>
      </Button>
      <ul className="flex flex-col gap-3" aria-label={t('payments.history.listLabel')}>
        {payments.map((payment) => (
          <PaymentRow key={payment.id} payment={payment} onReceipt={() => setReceipt(payment.id)} />
        ))}
      </ul>
      {query.hasNextPage ? (
        <div className="flex justify-center">
          <Button
            variant="outline"
            disabled={query.isFetchingNextPage}
            aria-busy={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage
              ? t('payments.history.loadingMore')
              : t('payments.history.loadMore')}
          </Button>
        </div>
      ) : (
        <p className="py-2 text-center text-sm text-muted-foreground">
          {t('payments.history.end')}
        </p>
      )}
      <ReceiptDialog paymentId={receipt} onClose={() => setReceipt(null)} />
    </>
  );
}
