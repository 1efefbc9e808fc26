import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Event } from '@aebro/shared/events';
import { http, HttpResponse } from 'msw';
import { makeNotification } from '@/features/notifications/test-notifications';
import { server } from '@/test/msw';
import { renderWithApp, setUpTexts } from '@/test/render';
import { EventRsvpPanel } from './event-rsvp-panel';
import { useEvent } from './use-events';

// The socket is replaced by a hand that delivers events to the hooks' handlers.
const handlers = vi.hoisted(() => new Map<string, (...args: unknown[]) => void>());
vi.mock('@/lib/realtime', () => ({
  useRealtimeEvent: (event: string, handler: (...args: unknown[]) => void) => {
    handlers.set(event, handler);
  },
  useOnConnect: () => undefined,
  useOnReconnect: () => undefined,
}));

const eventId = '7b0d3c1e-2f4a-4c5b-9d6e-8f7a6b5c4d3e';

function makeEvent(overrides: { remaining?: number | null; viewer?: Partial<Event['viewer']> }) {
  const event: Event = {
    id: eventId,
    title: 'Enkutatash picnic',
    description: '',
    category: null,
    status: 'published',
    online: false,
    city: 'Washington, DC, USA',
    address: 'Rock Creek Park',
    onlineUrl: null,
    startsAt: '2099-09-11T14:00:00.000Z',
    endsAt: '2099-09-11T18:00:00.000Z',
    timeZone: 'America/New_York',
    capacity: 10,
    coverUrl: null,
    organiser: { id: 'o1', username: 'hanna', displayName: 'Hanna', avatarUrl: null },
    community: null,
    goingCount: 10,
    interestedCount: 0,
    waitlistCount: 1,
    remaining: overrides.remaining === undefined ? 0 : overrides.remaining,
    createdAt: '2099-01-01T00:00:00.000Z',
    series: null,
    viewer: {
      isOrganiser: false,
      rsvp: null,
      saved: false,
      waitlistPosition: null,
      offerExpiresAt: null,
      ...overrides.viewer,
    },
  };
  return event;
}

function Harness() {
  const event = useEvent(eventId);
  return event.data ? <EventRsvpPanel event={event.data} /> : null;
}

/** The event as the server answers it, one answer after another (the last one repeats). */
function serve(...answers: Event[]) {
  let index = 0;
  server.use(
    http.get('/api/v1/session', () => HttpResponse.json(null)),
    http.get(`/api/v1/events/${eventId}`, () => {
      const answer = answers[Math.min(index, answers.length - 1)];
      index += 1;
      return HttpResponse.json(answer);
    }),
  );
  return () => index;
}

const fullText = 'This event is full. Choose Going to join the waitlist.';

beforeAll(setUpTexts);
afterEach(() => {
  cleanup();
  handlers.clear();
});

describe('EventRsvpPanel', () => {
  it('titles a held place as an offer with its deadline, never as Going', async () => {
    serve(makeEvent({ viewer: { waitlistPosition: 1, offerExpiresAt: '2099-09-10T12:00:00Z' } }));
    renderWithApp(<Harness />);
    const offer = await screen.findByRole('status');
    expect(offer.textContent).toMatch(/^A place is offered to you until /);
    expect(offer.textContent).toContain('Choose Going before then to take it');
    expect(offer.textContent).not.toMatch(/^Going/);
    expect(screen.queryByText(fullText)).toBeNull();
  });

  it('tells neither someone already waiting nor the organiser to choose Going to join the waitlist', async () => {
    serve(makeEvent({ viewer: { waitlistPosition: 2 } }));
    const waiting = renderWithApp(<Harness />);
    expect(await screen.findByText('You are number 2 on the waitlist.')).not.toBeNull();
    expect(screen.queryByText(fullText)).toBeNull();
    waiting.unmount();

    serve(makeEvent({ viewer: { isOrganiser: true } }));
    renderWithApp(<Harness />);
    expect(
      await screen.findByText(
        'Every place is taken. Anyone who chooses Going now joins the waitlist.',
      ),
    ).not.toBeNull();
    expect(screen.queryByText(fullText)).toBeNull();
  });

  it('still invites anyone else to join the waitlist', async () => {
    serve(makeEvent({}));
    renderWithApp(<Harness />);
    expect(await screen.findByText(fullText)).not.toBeNull();
  });

  it('shows the offer as soon as its notice arrives, without a reload', async () => {
    const fetches = serve(
      makeEvent({ viewer: { waitlistPosition: 1 } }),
      makeEvent({ viewer: { waitlistPosition: 1, offerExpiresAt: '2099-09-10T12:00:00Z' } }),
    );
    renderWithApp(<Harness />);
    expect(await screen.findByText('You are number 1 on the waitlist.')).not.toBeNull();

    // A notice about another event changes nothing here.
    act(() =>
      handlers.get('notification:new')?.(
        makeNotification({ type: 'event_waitlist_offer', data: { event_id: 'another' } }),
      ),
    );
    expect(fetches()).toBe(1);
    act(() =>
      handlers.get('notification:new')?.(
        makeNotification({
          type: 'event_waitlist_offer',
          data: { event_id: eventId, link: `/events/${eventId}` },
        }),
      ),
    );
    expect(await screen.findByText(/^A place is offered to you until /)).not.toBeNull();
    expect(screen.queryByText('You are number 1 on the waitlist.')).toBeNull();
  });
});
