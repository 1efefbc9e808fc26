import { useMutation } from '@tanstack/react-query';
import type { Event } from '@aebro/shared/events';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { payForEvent } from './events-api';
import { useEventChange } from './use-event-change';

/**
 * A cancelled event says so; a draft waits for its payment, and says how the last checkout went;
 * back from a checkout that paid, the published event says so.
 */
export function EventStatusNotice({ event }: { event: Event }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { failed } = useEventChange(event.id);
  const pay = useMutation({
    mutationFn: () => payForEvent(event.id),
    onSuccess: (started) => window.location.assign(started.checkoutUrl),
    onError: failed,
  });
  const returned = params.get('payment') !== null;
  const paid = returned && params.get('checkout') === null && event.status === 'published';

  return (
    <>
      {paid ? (
        <Alert tone="success" title={t('events.detail.paidTitle')}>
          <p>{t('events.detail.paidNotice')}</p>
        </Alert>
      ) : null}
      {event.status === 'cancelled' ? (
        <Alert tone="error" title={t('events.card.cancelled')}>
          <p>{t('events.detail.cancelledNotice')}</p>
        </Alert>
      ) : null}
      {event.status === 'draft' ? (
        <Alert tone="info" title={t('events.card.draft')}>
          <p>
            {params.get('checkout') === 'cancelled'
              ? t('events.detail.paymentCancelled')
              : returned
                ? t('events.detail.paymentDone')
                : t('events.detail.draftNotice')}
          </p>
          <Button
            size="sm"
            className="mt-2 self-start"
            disabled={pay.isPending}
            onClick={() => pay.mutate()}
          >
            {pay.isPending ? t('events.detail.paying') : t('events.detail.pay')}
          </Button>
        </Alert>
      ) : null}
    </>
  );
}
