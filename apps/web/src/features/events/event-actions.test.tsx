import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Event } from '@aebro/shared/events';
import { server } from '@/test/msw';
import { renderWithApp, setUpTexts } from '@/test/render';
import { EventActions } from './event-actions';

const eventId = '5f2c8a4e-1b3d-4e6f-8a9b-0c1d2e3f4a5b';

function makeEvent(series: Event['series'], status: Event['status'] = 'published'): Event {
  return {
    id: eventId,
    title: 'Kidane Mehret prayer',
    description: '',
    category: null,
    status,
    online: false,
    city: 'Washington, DC, USA',
    address: 'Debre Selam church',
    onlineUrl: null,
    startsAt: '2099-09-22T14:00:00.000Z',
    endsAt: '2099-09-22T16:00:00.000Z',
    timeZone: 'America/New_York',
    capacity: null,
    coverUrl: null,
    organiser: { id: 'o1', username: 'hanna', displayName: 'Hanna', avatarUrl: null },
    community: null,
    goingCount: 3,
    interestedCount: 0,
    waitlistCount: 0,
    remaining: null,
    createdAt: '2099-01-01T00:00:00.000Z',
    series,
    viewer: {
      isOrganiser: true,
      rsvp: null,
      saved: false,
      waitlistPosition: null,
      offerExpiresAt: null,
    },
  };
}

const monthly: Event['series'] = {
  id: 's1',
  recurrence: { rule: { kind: 'ethiopian-monthly', day: 12 }, end: { kind: 'never' } },
  occurrences: [],
};

beforeAll(setUpTexts);
afterEach(cleanup);

describe('EventActions', () => {
  it('offers to cancel every coming date of a series, after a confirmation', async () => {
    const calls: string[] = [];
    server.use(
      http.post(`/api/v1/events/${eventId}/cancel-series`, () => {
        calls.push('cancel-series');
        return HttpResponse.json(makeEvent(monthly, 'cancelled'));
      }),
    );
    renderWithApp(<EventActions event={makeEvent(monthly)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel all dates' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Cancel every coming date of this event?')).not.toBeNull();
    expect(calls).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel all dates' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls).toEqual(['cancel-series']);
  });

  it('offers no series cancellation for an event that happens once', () => {
    renderWithApp(<EventActions event={makeEvent(null)} />);
    expect(screen.getByRole('button', { name: 'Cancel event' })).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel all dates' })).toBeNull();
  });
});
