import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Event, UpdateEvent, UpdateFollowing } from '@aebro/shared/events';
import CalendarDays from 'lucide-react/icons/calendar-days';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { EventForm } from '@/features/events/event-form';
import {
  editInputOf,
  eventFormOf,
  followingFormOf,
  followingFormSchema,
  followingInputOf,
} from '@/features/events/event-form-values';
import { eventKeys, updateEvent, updateFollowing } from '@/features/events/events-api';
import { useEvent } from '@/features/events/use-events';

/** What an edit of an occurrence changes. */
const scopes = ['one', 'following'] as const;

/** The request of each kind of edit. */
type Edit = { scope: 'one'; input: UpdateEvent } | { scope: 'following'; input: UpdateFollowing };

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
  // An occurrence of a series: only this one, or this one and the following (the series splits).
  const [scope, setScope] = useState<(typeof scopes)[number]>('one');
  const save = useMutation({
    mutationFn: (edit: Edit) =>
      edit.scope === 'following'
        ? updateFollowing(event.id, edit.input)
        : updateEvent(event.id, edit.input),
    onSuccess: (saved) => {
      client.setQueryData(eventKeys.one(saved.id), saved);
      void client.invalidateQueries({ queryKey: eventKeys.all });
      toast.success(t('events.form.saved'));
      void navigate(`/events/${saved.id}`);
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
      {event.series ? (
        <fieldset className="flex flex-col gap-2 rounded-md border p-3">
          <legend className="px-1 font-medium">{t('events.form.scope')}</legend>
          {scopes.map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="edit-scope"
                value={value}
                checked={scope === value}
                onChange={() => setScope(value)}
                className="size-4 accent-primary"
              />
              {t(value === 'one' ? 'events.form.scopeOne' : 'events.form.scopeFollowing')}
            </label>
          ))}
          {scope === 'following' ? (
            <p className="text-muted-foreground text-sm">{t('events.form.scopeFollowingHint')}</p>
          ) : null}
        </fieldset>
      ) : null}
      <EventForm
        key={scope}
        repeatable={scope === 'following'}
        // "This and following" starts from the series' current rule and end.
        initial={scope === 'following' ? followingFormOf(event) : eventFormOf(event)}
        schema={scope === 'following' ? followingFormSchema : undefined}
        repeatNote={t('events.repeat.noteFollowing')}
        submitLabel={t('events.form.save')}
        busyLabel={t('events.form.saving')}
        busy={save.isPending}
        serverError={save.error}
        onSubmit={(values) => {
          if (scope === 'one') return save.mutate({ scope, input: editInputOf(values) });
          // The form's checks refuse a missing rule before this (`validation.recurrenceRequired`).
          const input = followingInputOf(values);
          if (input) save.mutate({ scope, input });
        }}
        onCancel={() => void navigate(`/events/${event.id}`)}
      />
    </section>
  );
}
