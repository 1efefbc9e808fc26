import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useMyCommunities } from '@/features/communities/use-community';
import { EventForm } from '@/features/events/event-form';
import { emptyEventForm, eventInputOf } from '@/features/events/event-form-values';
import { createEvent, payForEvent } from '@/features/events/events-api';
import { useMyEvents } from '@/features/events/use-events';
import { formatMoney } from '@aebro/shared/money';
import { useReaderLanguage } from '@/features/payments/money';
import { fetchPrices, paymentKeys } from '@/features/payments/payments-api';

/** /create-event and /dashboard/events/create: the form with the fee; saving goes to the checkout. */
export default function CreateEventPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const language = useReaderLanguage();
  const prices = useQuery({
    queryKey: paymentKeys.prices,
    queryFn: ({ signal }) => fetchPrices(signal),
  });
  const communities = useMyCommunities();
  const organising = useMyEvents('organising');
  const drafts = (organising.data?.pages.flatMap((page) => page.items) ?? []).filter(
    (event) => event.status === 'draft',
  );
  const create = useMutation({
    mutationFn: createEvent,
    onSuccess: (created) => window.location.assign(created.checkout.checkoutUrl),
  });
  const resume = useMutation({
    mutationFn: payForEvent,
    onSuccess: (started) => window.location.assign(started.checkoutUrl),
  });
  const fee = prices.data
    ? formatMoney(prices.data.eventCreation, prices.data.currency, language)
    : null;

  return (
    <section
      aria-labelledby="create-event-title"
      className="mx-auto flex w-full max-w-2xl flex-col gap-5"
    >
      <h2 id="create-event-title" className="text-2xl font-bold">
        {t('events.form.createTitle')}
      </h2>
      {drafts.length > 0 ? (
        <section
          aria-labelledby="drafts-title"
          className="flex flex-col gap-2 rounded-xl border bg-card p-4"
        >
          <h3 id="drafts-title" className="font-semibold">
            {t('events.form.drafts')}
          </h3>
          <ul className="flex flex-col gap-2">
            {drafts.map((draft) => (
              <li key={draft.id}>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={resume.isPending}
                  onClick={() => resume.mutate(draft.id)}
                >
                  {t('events.form.resume', { title: draft.title })}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <EventForm
        initial={emptyEventForm(params.get('community') ?? '')}
        submitLabel={t('events.form.submit')}
        busyLabel={t('events.form.submitting')}
        busy={create.isPending || create.isSuccess}
        repeatable
        serverError={create.error}
        communities={communities.data?.pages
          .flatMap((page) => page.items)
          .map((community) => ({ id: community.id, name: community.name }))}
        footer={
          fee ? (
            <p className="rounded-lg bg-secondary p-3 text-sm" data-testid="event-fee">
              {t('events.form.fee', { amount: fee })}
            </p>
          ) : null
        }
        onSubmit={(values) => create.mutate(eventInputOf(values))}
        onCancel={() => void navigate('/events')}
      />
    </section>
  );
}
