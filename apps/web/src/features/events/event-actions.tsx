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
import { cancelEvent, eventCalendarPath, setEventSaved } from './events-api';
import { useEventChange } from './use-event-change';

/**
 * Save, add to calendar, and the organiser's edit and cancel. The cancel confirmation is a portal,
 * so rendering it here puts nothing inside the row of buttons.
 */
export function EventActions({ event }: { event: Event }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const { fresh, failed } = useEventChange(event.id);
  const save = useMutation({
    mutationFn: (saved: boolean) => setEventSaved(event.id, saved),
    onSuccess: fresh,
    onError: failed,
  });
  const cancel = useMutation({
    mutationFn: () => cancelEvent(event.id),
    onSuccess: (next) => {
      fresh(next);
      setConfirming(false);
      toast.success(t('events.detail.cancelledToast'));
    },
  });
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
          <Button type="button" variant="outline" onClick={() => setConfirming(true)}>
            <XCircle aria-hidden="true" />
            {t('events.detail.cancel')}
          </Button>
        ) : null}
      </div>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('events.detail.cancelTitle')}
        description={t('events.detail.cancelText')}
        confirmLabel={t('events.detail.cancelConfirm')}
        busyLabel={t('events.detail.cancelBusy')}
        cancelLabel={t('events.detail.keep')}
        busy={cancel.isPending}
        error={cancel.isError ? t('events.detail.actionFailed') : undefined}
        onConfirm={() => cancel.mutate()}
      />
    </>
  );
}
