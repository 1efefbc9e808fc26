import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import CalendarPlus from 'lucide-react/icons/calendar-plus';
import Copy from 'lucide-react/icons/copy';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { eventKeys, fetchCalendarFeed, renewCalendarFeed, revokeCalendarFeed } from './events-api';

/** My private calendar feed: its secret address to copy, a new one, or none (revoked). */
export function CalendarFeedCard() {
  const { t } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const feed = useQuery({
    queryKey: eventKeys.feed,
    queryFn: ({ signal }) => fetchCalendarFeed(signal),
  });
  const renew = useMutation({
    mutationFn: renewCalendarFeed,
    onSuccess: (data) => client.setQueryData(eventKeys.feed, data),
    onError: () => toast.error(t('events.detail.actionFailed')),
  });
  const revoke = useMutation({
    mutationFn: revokeCalendarFeed,
    onSuccess: () => {
      client.setQueryData(eventKeys.feed, { url: null });
      toast.success(t('events.feed.revoked'));
    },
    onError: () => toast.error(t('events.detail.actionFailed')),
  });
  const url = feed.data?.url ?? null;
  const busy = renew.isPending || revoke.isPending;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-xl border bg-card p-4"
    >
      <h3 id={`${id}-title`} className="flex items-center gap-2 font-semibold">
        <CalendarPlus className="size-5 text-primary" aria-hidden="true" />
        {t('events.feed.title')}
      </h3>
      <p className="text-sm text-muted-foreground">{t('events.feed.text')}</p>
      {url ? (
        <>
          <label htmlFor={`${id}-url`} className="sr-only">
            {t('events.feed.address')}
          </label>
          <Input id={`${id}-url`} readOnly value={url} onFocus={(event) => event.target.select()} />
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              size="sm"
              onClick={() =>
                void navigator.clipboard
                  .writeText(url)
                  .then(() => toast.success(t('events.feed.copied')))
                  .catch(() => undefined)
              }
            >
              <Copy aria-hidden="true" />
              {t('events.feed.copy')}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => renew.mutate()}
            >
              {t('events.feed.renew')}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => revoke.mutate()}
            >
              {t('events.feed.revoke')}
            </Button>
          </div>
        </>
      ) : (
        <Button
          type="button"
          size="sm"
          variant="outline"
          className="self-start"
          disabled={busy || feed.isPending}
          onClick={() => renew.mutate()}
        >
          {t('events.feed.create')}
        </Button>
      )}
    </section>
  );
}
