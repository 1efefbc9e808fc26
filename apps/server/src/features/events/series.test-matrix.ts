import type { MatrixRow } from '../../test/authorization/matrix';
import type { World } from '../../test/authorization/world';
import { communityOnly, monthlySeries, organiserOnly, ownerEvent } from './events.test-matrix';
import { eventInput } from './events.test-fixtures';

/* Repeating events (issue 36): a series and its occurrences follow the rules of any event. */

/** The second occurrence of a paid series of the owner's private community (issue 36). */
async function secondOccurrence(w: World): Promise<string> {
  const first = await ownerEvent(w, { community: true, series: true });
  const response = await w.app.inject({
    method: 'GET',
    url: `/api/v1/events/${first}`,
    headers: w.headers('owner'),
  });
  const { series } = response.json<{ series: { occurrences: Array<{ id: string }> } | null }>();
  const second = series?.occurrences[1]?.id;
  if (!second) throw new Error(`series: ${response.body}`);
  return second;
}

let seriesOccurrence: Promise<string> | undefined;
const sharedOccurrence = (w: World) => (seriesOccurrence ??= secondOccurrence(w));

export const seriesMatrix: MatrixRow[] = [
  {
    route: 'POST /api/v1/events',
    case: "a repeating event in the owner's private community (a series of drafts)",
    request: (w) => ({
      url: '/api/v1/events',
      payload: eventInput({ communityId: w.community.id, recurrence: monthlySeries() }),
    }),
    expect: communityOnly(201),
  },
  {
    route: 'GET /api/v1/events/:id',
    case: "an occurrence of a series of the owner's private community",
    request: async (w) => ({ url: `/api/v1/events/${await sharedOccurrence(w)}` }),
    expect: communityOnly(200),
  },
  {
    route: 'PUT /api/v1/events/:id/rsvp',
    case: "going to one occurrence of the private community's series",
    request: async (w) => ({
      url: `/api/v1/events/${await sharedOccurrence(w)}/rsvp`,
      payload: { status: 'going' },
    }),
    expect: communityOnly(200),
  },
  {
    route: 'GET /api/v1/events/:id/calendar.ics',
    case: "the private community's series (one VEVENT)",
    request: async (w) => ({ url: `/api/v1/events/${await sharedOccurrence(w)}/calendar.ics` }),
    expect: communityOnly(200),
  },
  {
    route: 'PUT /api/v1/events/:id/following',
    case: 'edit this and the following occurrences of a paid series (a fresh one each time)',
    request: async (w) => ({
      url: `/api/v1/events/${await ownerEvent(w, { series: true })}/following`,
      payload: (({ communityId: _c, ...rest }) => rest)(
        eventInput({ title: 'From here on', recurrence: monthlySeries() }),
      ),
    }),
    expect: organiserOnly(200),
  },
  {
    route: 'POST /api/v1/events/:id/cancel-series',
    case: 'cancel every occurrence to come of a paid series (a fresh one each time)',
    request: async (w) => ({
      url: `/api/v1/events/${await ownerEvent(w, { series: true })}/cancel-series`,
    }),
    expect: organiserOnly(200),
  },
];
