import { useMutation } from '@tanstack/react-query';
import type { Event } from '@aebro/shared/events';
import Bookmark from 'lucide-react/icons/bookmark';
import BookmarkCheck from 'lucide-react/icons/bookmark-check';
import CalendarPlus from 'lucide-react/icons/calendar-plus';
import Pencil from 'lucide-react/icons/pencil';
import XCircle from 'lucide-react/icons/circle-x';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { cancelEvent, cancelSeries, eventCalendarPath, setEventSaved } from './events-api';
import { useEventChange } from './use-event-change';

/**
 * Save, add to calendar, and the organiser's edit and cancel. The cancel confirmation is a portal,
 * so rendering it here puts nothing inside the row of buttons.
 */
export function EventActions({ event }: { event: Event }) {
  const { t } = useTranslation();
  /** Which cancellation is being confirmed: this date, or every coming date of its series. */
  const [confirming, setConfirming] = useState<'event' | 'series' | null>(null);
  const { fresh, failed } = useEventChange(event.id);
  const save = useMutation({
    mutationFn: (saved: boolean) => setEventSaved(event.id, saved),
    onSuccess: fresh,
    onError: failed,
  });
  const cancel = useMutation({
    mutationFn: (what: 'event' | 'series') =>
      what === 'series' ? cancelSeries(event.id) : cancelEvent(event.id),
    onSuccess: (next, what) => {
      fresh(next);
      setConfirming(null);
      toast.success(
        t(what === 'series' ? 'events.detail.cancelSeriesToast' : 'events.detail.cancelledToast'),
      );
    },
  });
  const series = confirming === 'series';
  const { viewer } = event;

  return (
    <>
      <div className="flex flex-wrap gap-2">
        {event.status !== 'draft' ? (
          <Button
            type="button"
            variant="outline"
            aria-pressed={viewer.saved}
            disabled={save.isPending}
            onClick={() => save.mutate(!viewer.saved)}
          >
            {viewer.saved ? <BookmarkCheck aria-hidden="true" /> : <Bookmark aria-hidden="true" />}
            {viewer.saved ? t('events.detail.saved') : t('events.detail.save')}
          </Button>
        ) : null}
        {event.status !== 'draft' ? (
          <Button asChild variant="outline">
            <a href={eventCalendarPath(event.id)} download={`${event.title}.ics`}>
              <CalendarPlus aria-hidden="true" />
              {t('events.detail.addToCalendar')}
            </a>
          </Button>
        ) : null}
        {viewer.isOrganiser && event.status !== 'cancelled' ? (
          <Button asChild variant="outline">
            <Link to={`/events/${event.id}/edit`}>
              <Pencil aria-hidden="true" />
              {t('events.detail.edit')}
            </Link>
          </Button>
        ) : null}
        {viewer.isOrganiser && event.status === 'published' ? (
          <Button type="button" variant="outline" onClick={() => setConfirming('event')}>
            <XCircle aria-hidden="true" />
            {t('events.detail.cancel')}
          </Button>
        ) : null}
        {viewer.isOrganiser && event.status === 'published' && event.series ? (
          <Button type="button" variant="outline" onClick={() => setConfirming('series')}>
            <XCircle aria-hidden="true" />
            {t('events.detail.cancelSeries')}
          </Button>
        ) : null}
      </div>

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={t(series ? 'events.detail.cancelSeriesTitle' : 'events.detail.cancelTitle')}
        description={t(series ? 'events.detail.cancelSeriesText' : 'events.detail.cancelText')}
        confirmLabel={t(
          series ? 'events.detail.cancelSeriesConfirm' : 'events.detail.cancelConfirm',
        )}
        busyLabel={t('events.detail.cancelBusy')}
        cancelLabel={t('events.detail.keep')}
        busy={cancel.isPending}
        error={cancel.isError ? t('events.detail.actionFailed') : undefined}
        onConfirm={() => {
          if (confirming) cancel.mutate(confirming);
        }}
      />
    </>
  );
}
