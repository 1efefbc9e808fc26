import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BoostPage } from '@/features/payments/boost-page';
import { BoostReturn } from '@/features/payments/boost-return';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /boost-posts: boost one of my public posts; back here from the checkout with ?payment=<id>. */
export default function BoostPostsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const paymentId = params.get('payment');
  return (
    <section
      aria-labelledby="boost-posts-title"
      className="mx-auto flex w-full max-w-[40rem] flex-col gap-4"
    >
      <div>
        <h2 id="boost-posts-title" className="text-2xl font-bold">
          {t('screens.boostPosts')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('payments.boost.intro')}</p>
      </div>
      {paymentId && uuid.test(paymentId) ? (
        <BoostReturn
          key={paymentId}
          paymentId={paymentId}
          cancelled={params.get('checkout') === 'cancelled'}
        />
      ) : null}
      <BoostPage />
    </section>
  );
}
