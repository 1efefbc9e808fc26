import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Event } from '@aebro/shared/events';
import CalendarDays from 'lucide-react/icons/calendar-days';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { EventForm } from '@/features/events/event-form';
import { eventFormOf, eventInputOf } from '@/features/events/event-form-values';
import { eventKeys, updateEvent } from '@/features/events/events-api';
import { useEvent } from '@/features/events/use-events';

/** /events/:id/edit: the organiser changes the event (the whole form, as when it was created). */
export default function EditEventPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const event = useEvent(id);
  if (event.isPending) return <Skeleton className="mx-auto h-96 w-full max-w-2xl" />;
  if (!event.data || !event.data.viewer.isOrganiser || event.data.status === 'cancelled')
    return (
      <EmptyState heading="h2" icon={CalendarDays} title={t('events.detail.notFoundTitle')}>
        <Button asChild variant="outline">
          <Link to="/events">{t('events.detail.back')}</Link>
        </Button>
      </EmptyState>
    );
  return <EditForm event={event.data} />;
}

function EditForm({ event }: { event: Event }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: (input: ReturnType<typeof eventInputOf>) => {
      const { communityId: _community, ...rest } = input;
      return updateEvent(event.id, rest);
    },
    onSuccess: (saved) => {
      client.setQueryData(eventKeys.one(event.id), saved);
      void client.invalidateQueries({ queryKey: eventKeys.all });
      toast.success(t('events.form.saved'));
      void navigate(`/events/${event.id}`);
    },
  });
  return (
    <section
      aria-labelledby="edit-event-title"
      className="mx-auto flex w-full max-w-2xl flex-col gap-5"
    >
      <h2 id="edit-event-title" className="text-2xl font-bold">
        {t('events.form.editTitle')}
      </h2>
      <EventForm
        initial={eventFormOf(event)}
        submitLabel={t('events.form.save')}
        busyLabel={t('events.form.saving')}
        busy={save.isPending}
        serverError={save.error}
        onSubmit={(values) => save.mutate(eventInputOf(values))}
        onCancel={() => void navigate(`/events/${event.id}`)}
      />
    </section>
  );
}
