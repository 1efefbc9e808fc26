import { useTranslation } from 'react-i18next';
import { PaymentHistory } from '@/features/payments/payment-history';

/** /payment-history: my payments and their receipts. */
export default function PaymentHistoryPage() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="payment-history-title"
      className="mx-auto flex w-full max-w-[40rem] flex-col gap-4"
    >
      <div>
        <h2 id="payment-history-title" className="text-2xl font-bold">
          {t('screens.paymentHistory')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('payments.history.intro')}</p>
      </div>
      <PaymentHistory />
    </section>
  );
}
