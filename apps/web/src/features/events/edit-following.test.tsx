import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Event } from '@aebro/shared/events';
import EditEventPage from '@/routes/edit-event';
import { server } from '@/test/msw';
import { renderWithApp, setUpTexts } from '@/test/render';

/* "This and following" (issue 36): the edit starts from the series' current rule. */

const eventId = '7a1c2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

function makeEvent(series: Event['series']): Event {
  return {
    id: eventId,
    title: 'St Michael coffee',
    description: '',
    category: null,
    status: 'published',
    online: false,
    city: 'washington-dc',
    address: 'Debre Selam hall',
    onlineUrl: null,
    startsAt: '2099-09-22T22:00:00.000Z',
    endsAt: '2099-09-23T00:00:00.000Z',
    timeZone: 'America/New_York',
    capacity: null,
    coverUrl: null,
    organiser: { id: 'o1', username: 'hanna', displayName: 'Hanna', avatarUrl: null },
    community: null,
    goingCount: 0,
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

function serve(event: Event): unknown[] {
  const sent: unknown[] = [];
  server.use(
    http.get(`/api/v1/events/${eventId}`, () => HttpResponse.json(event)),
    http.put(`/api/v1/events/${eventId}/following`, async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json(event);
    }),
  );
  return sent;
}

async function openFollowing(event: Event): Promise<unknown[]> {
  const sent = serve(event);
  renderWithApp(null, {
    path: `/events/${eventId}/edit`,
    routes: [
      { path: '/events/:id/edit', element: <EditEventPage /> },
      { path: '/events/:id', element: <p>event page</p> },
    ],
  });
  fireEvent.click(await screen.findByRole('radio', { name: 'This and the following occurrences' }));
  return sent;
}

const select = (label: string) => screen.getByLabelText<HTMLSelectElement>(label);

beforeAll(setUpTexts);
afterEach(cleanup);

describe('editing "this and following"', () => {
  it('fills in the series rule (every other week on two days, after 10 times) and sends it back', async () => {
    const sent = await openFollowing(
      makeEvent({
        id: 's1',
        recurrence: {
          rule: { kind: 'weekly', interval: 2, weekdays: ['TU', 'TH'] },
          end: { kind: 'count', count: 10 },
        },
        occurrences: [],
      }),
    );
    expect(select('Repeats').value).toBe('weekly');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Tuesday' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Thursday' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Monday' }).checked).toBe(false);
    expect(select('Stops repeating').value).toBe('count');
    expect(screen.getByLabelText<HTMLInputElement>('Number of times').value).toBe('10');
    // No fee is asked again: the series is paid for.
    expect(screen.getByText(/nothing more to pay/)).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      title: 'St Michael coffee',
      startsAt: '2099-09-22T18:00',
      recurrence: {
        rule: { kind: 'weekly', interval: 2, weekdays: ['TU', 'TH'] },
        end: { kind: 'count', count: 10 },
      },
    });
    expect(sent[0]).not.toHaveProperty('communityId');
  });

  it('fills in an Ethiopian rule and its last date, and asks for a rule when none is chosen', async () => {
    const sent = await openFollowing(
      makeEvent({
        id: 's2',
        recurrence: {
          rule: { kind: 'ethiopian-monthly', day: 12 },
          end: { kind: 'until', date: '2100-06-30' },
        },
        occurrences: [],
      }),
    );
    expect(select('Repeats').value).toBe('ethiopian-monthly');
    expect(select('Stops repeating').value).toBe('until');
    expect(screen.getByLabelText<HTMLInputElement>('Last date').value).toBe('2100-06-30');

    fireEvent.change(select('Repeats'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Please choose how the event repeats.')).not.toBeNull();
    expect(sent).toEqual([]);
  });
});
