import { useTranslation } from 'react-i18next';
import type { Boost } from '@aebro/shared/payments';
import { useDateFormat } from '@/lib/use-date-format';

/** A post's latest boost: running (until when, and its reach), waiting for payment, or ended. */
export function BoostStatus({ boost }: { boost: Boost }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  if (boost.status === 'pending')
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium">{t('payments.boost.pending')}</span>
        {boost.checkoutUrl ? (
          <a className="text-primary underline underline-offset-4" href={boost.checkoutUrl}>
            {t('payments.boost.finish')}
          </a>
        ) : null}
      </p>
    );
  const reach = t('payments.boost.reach', { count: boost.impressions });
  const when =
    boost.status === 'active'
      ? t('payments.boost.activeUntil', {
          date: format.date(boost.endsAt ?? '', { withTime: true }),
        })
      : t('payments.boost.ended', { date: format.date(boost.endsAt ?? '') });
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm">
      <span className={boost.status === 'active' ? 'font-medium text-primary' : ''}>{when}</span>
      <span aria-hidden="true">·</span>
      <span data-testid="boost-reach">{reach}</span>
    </p>
  );
}
