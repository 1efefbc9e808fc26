import type { Page } from '@aebro/shared/connections';
import type {
  Attendees,
  CalendarFeed,
  CreateEvent,
  Event,
  EventCreated,
  EventListQuery,
  RsvpStatus,
  UpdateEvent,
  UpdateFollowing,
} from '@aebro/shared/events';
import type { CheckoutStarted } from '@aebro/shared/payments';
import { apiClient, unwrap } from '@/lib/api-client';

export type MyEventsRole = 'organising' | 'going' | 'saved';
export type EventFilter = Omit<EventListQuery, 'cursor' | 'limit'>;

/** Query keys: everything of this area lives under ['events', …]. */
export const eventKeys = {
  all: ['events'] as const,
  list: (filter: EventFilter) => ['events', 'list', filter] as const,
  mine: (role: MyEventsRole) => ['events', 'mine', role] as const,
  one: (id: string) => ['events', 'one', id] as const,
  attendees: (id: string) => ['events', 'attendees', id] as const,
  feed: ['events', 'feed'] as const,
};

export async function fetchEvents(
  filter: EventFilter,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<Page<Event>> {
  return await unwrap(
    apiClient.GET('/api/v1/events', { params: { query: { ...filter, cursor } }, signal }),
  );
}

export async function fetchMyEvents(
  role: MyEventsRole,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<Page<Event>> {
  return await unwrap(
    apiClient.GET('/api/v1/me/events', { params: { query: { role, cursor } }, signal }),
  );
}

export async function fetchEvent(id: string, signal?: AbortSignal): Promise<Event> {
  return await unwrap(apiClient.GET('/api/v1/events/{id}', { params: { path: { id } }, signal }));
}

export async function createEvent(input: CreateEvent): Promise<EventCreated> {
  return await unwrap(apiClient.POST('/api/v1/events', { body: input }));
}

export async function updateEvent(id: string, input: UpdateEvent): Promise<Event> {
  return await unwrap(
    apiClient.PUT('/api/v1/events/{id}', { params: { path: { id } }, body: input }),
  );
}

/** "This and following" (issue 36): the series splits at this occurrence. */
export async function updateFollowing(id: string, input: UpdateFollowing): Promise<Event> {
  return await unwrap(
    apiClient.PUT('/api/v1/events/{id}/following', { params: { path: { id } }, body: input }),
  );
}

export async function payForEvent(id: string): Promise<CheckoutStarted> {
  return await unwrap(apiClient.POST('/api/v1/events/{id}/checkout', { params: { path: { id } } }));
}

export async function cancelEvent(id: string): Promise<Event> {
  return await unwrap(apiClient.POST('/api/v1/events/{id}/cancel', { params: { path: { id } } }));
}

/** Cancels every coming occurrence of the series this event is one of (issue 36). */
export async function cancelSeries(id: string): Promise<Event> {
  return await unwrap(
    apiClient.POST('/api/v1/events/{id}/cancel-series', { params: { path: { id } } }),
  );
}

export async function answerEvent(id: string, status: RsvpStatus): Promise<Event> {
  return await unwrap(
    apiClient.PUT('/api/v1/events/{id}/rsvp', { params: { path: { id } }, body: { status } }),
  );
}

export async function withdrawAnswer(id: string): Promise<Event> {
  return await unwrap(apiClient.DELETE('/api/v1/events/{id}/rsvp', { params: { path: { id } } }));
}

export async function setEventSaved(id: string, saved: boolean): Promise<Event> {
  return saved
    ? await unwrap(apiClient.PUT('/api/v1/events/{id}/save', { params: { path: { id } } }))
    : await unwrap(apiClient.DELETE('/api/v1/events/{id}/save', { params: { path: { id } } }));
}

export async function fetchAttendees(id: string, signal?: AbortSignal): Promise<Attendees> {
  return await unwrap(
    apiClient.GET('/api/v1/events/{id}/attendees', { params: { path: { id } }, signal }),
  );
}

export async function fetchCalendarFeed(signal?: AbortSignal): Promise<CalendarFeed> {
  return await unwrap(apiClient.GET('/api/v1/me/calendar-feed', { signal }));
}

export async function renewCalendarFeed(): Promise<CalendarFeed> {
  return await unwrap(apiClient.POST('/api/v1/me/calendar-feed'));
}

export async function revokeCalendarFeed(): Promise<void> {
  await unwrap(apiClient.DELETE('/api/v1/me/calendar-feed'));
}

export const eventCalendarPath = (id: string): string => `/api/v1/events/${id}/calendar.ics`;
