import type { Actor, MatrixRow, Outcomes } from '../../test/authorization/matrix';
import { signedIn } from '../../test/authorization/matrix';
import type { World } from '../../test/authorization/world';
import { eventInput } from './events.test-fixtures';

/** A fresh event of the owner's (published unless `draft`), public or in the owner's private community. */
export async function ownerEvent(
  w: World,
  options: {
    draft?: boolean;
    community?: boolean;
    capacity?: number | null;
    series?: boolean;
  } = {},
): Promise<string> {
  const response = await w.app.inject({
    method: 'POST',
    url: '/api/v1/events',
    payload: eventInput({
      communityId: options.community ? w.community.id : null,
      capacity: options.capacity ?? null,
      ...(options.series ? { recurrence: monthlySeries() } : {}),
    }),
    headers: w.headers('owner'),
  });
  if (response.statusCode !== 201)
    throw new Error(`event: ${response.statusCode} ${response.body}`);
  const { event, checkout } = response.json<{
    event: { id: string };
    checkout: { checkoutUrl: string };
  }>();
  if (options.draft) return event.id;
  const paid = await w.app.inject({
    method: 'POST',
    url: `/api/v1/test-checkout/${checkout.checkoutUrl.split('/').pop() ?? ''}/pay`,
    payload: { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
    headers: w.headers('owner'),
  });
  if (paid.statusCode !== 200) throw new Error(`payment: ${paid.statusCode} ${paid.body}`);
  return event.id;
}

/** Every month on the date of the fixtures' start (tomorrow), three times (issue 36). */
export function monthlySeries() {
  const day = Number(String(eventInput().startsAt).slice(8, 10));
  return { rule: { kind: 'monthly-date', interval: 1, day }, end: { kind: 'count', count: 3 } };
}

let publicEvent: Promise<string> | undefined;
let communityEvent: Promise<string> | undefined;
let draftEvent: Promise<string> | undefined;
const sharedPublic = (w: World) => (publicEvent ??= ownerEvent(w));
const sharedCommunity = (w: World) => (communityEvent ??= ownerEvent(w, { community: true }));
const sharedDraft = (w: World) => (draftEvent ??= ownerEvent(w, { draft: true }));

/**
 * Any signed-in person, on an event of the owner's: for the person the owner blocked it does not
 * exist (a block hides each one's events from the other).
 */
const allButBlocked = (ok: number): Outcomes<number> => ({ ...signedIn(ok), blocked: 404 });
/** The owner's alone; everyone else who may see the event is refused. */
export const organiserOnly = (ok: number): Outcomes<number> => ({
  anonymous: 401,
  unverified: 403,
  owner: ok,
  stranger: 403,
  follower: 403,
  blocked: 404,
});
/** The owner's private community's event: its members see it; anyone else is told it does not exist. */
export const communityOnly = (ok: number): Outcomes<number> => ({
  anonymous: 401,
  unverified: 403,
  owner: ok,
  stranger: 404,
  follower: 404,
  member: ok,
  communityAdmin: ok,
});
const ownerOnly = (ok: number): Outcomes<number> => ({
  anonymous: 401,
  unverified: 403,
  owner: ok,
  stranger: 404,
  follower: 404,
});

let feedToken: string | undefined;
async function ownerFeedToken(w: World): Promise<string> {
  if (feedToken) return feedToken;
  const response = await w.app.inject({
    method: 'POST',
    url: '/api/v1/me/calendar-feed',
    headers: w.headers('owner'),
  });
  const url = response.json<{ url: string }>().url;
  feedToken =
    url
      .split('/')
      .pop()
      ?.replace(/\.ics$/, '') ?? '';
  return feedToken;
}

const isSignedIn = (actor: Actor) => actor !== 'anonymous' && actor !== 'unverified';

export const eventsMatrix: MatrixRow[] = [
  {
    route: 'GET /api/v1/events',
    case: 'upcoming events',
    request: () => ({ url: '/api/v1/events?category=food_drink' }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/v1/me/events',
    case: 'my saved events',
    request: () => ({ url: '/api/v1/me/events?role=saved' }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/v1/events',
    case: 'a new event (a draft and its checkout)',
    request: () => ({ url: '/api/v1/events', payload: eventInput() }),
    expect: signedIn(201),
  },
  {
    route: 'POST /api/v1/events',
    case: "in the owner's private community (members only)",
    request: (w) => ({
      url: '/api/v1/events',
      payload: eventInput({ communityId: w.community.id }),
    }),
    expect: communityOnly(201),
  },
  {
    route: 'GET /api/v1/events/:id',
    case: 'a published event',
    request: async (w) => ({ url: `/api/v1/events/${await sharedPublic(w)}` }),
    expect: allButBlocked(200),
  },
  {
    route: 'GET /api/v1/events/:id',
    case: "an event of the owner's private community",
    request: async (w) => ({ url: `/api/v1/events/${await sharedCommunity(w)}` }),
    expect: communityOnly(200),
  },
  {
    route: 'GET /api/v1/events/:id',
    case: 'an unpaid draft',
    request: async (w) => ({ url: `/api/v1/events/${await sharedDraft(w)}` }),
    expect: ownerOnly(200),
  },
  {
    route: 'PUT /api/v1/events/:id',
    case: 'edit a published event',
    request: async (w) => ({
      url: `/api/v1/events/${await sharedPublic(w)}`,
      payload: (({ communityId: _c, ...rest }) => rest)(eventInput({ title: 'Edited title' })),
    }),
    expect: organiserOnly(200),
  },
  {
    route: 'POST /api/v1/events/:id/checkout',
    case: 'pay for an unpaid draft',
    request: async (w) => ({ url: `/api/v1/events/${await sharedDraft(w)}/checkout` }),
    expect: ownerOnly(201),
  },
  {
    route: 'POST /api/v1/events/:id/cancel',
    case: 'cancel a published event (a fresh one each time)',
    request: async (w) => ({ url: `/api/v1/events/${await ownerEvent(w)}/cancel` }),
    expect: organiserOnly(200),
  },
  {
    route: 'PUT /api/v1/events/:id/rsvp',
    case: 'going to a published event',
    request: async (w) => ({
      url: `/api/v1/events/${await sharedPublic(w)}/rsvp`,
      payload: { status: 'going' },
    }),
    expect: allButBlocked(200),
  },
  {
    route: 'PUT /api/v1/events/:id/rsvp',
    case: "interested in the private community's event",
    request: async (w) => ({
      url: `/api/v1/events/${await sharedCommunity(w)}/rsvp`,
      payload: { status: 'interested' },
    }),
    expect: communityOnly(200),
  },
  {
    route: 'DELETE /api/v1/events/:id/rsvp',
    case: 'take back an answer',
    request: async (w) => ({ url: `/api/v1/events/${await sharedPublic(w)}/rsvp` }),
    expect: allButBlocked(200),
  },
  {
    route: 'GET /api/v1/events/:id/attendees',
    case: 'the lists of a published event',
    request: async (w) => ({ url: `/api/v1/events/${await sharedPublic(w)}/attendees` }),
    expect: organiserOnly(200),
  },
  {
    route: 'PUT /api/v1/events/:id/save',
    case: 'save a published event',
    request: async (w) => ({ url: `/api/v1/events/${await sharedPublic(w)}/save` }),
    expect: allButBlocked(200),
  },
  {
    route: 'PUT /api/v1/events/:id/save',
    case: "save the private community's event",
    request: async (w) => ({ url: `/api/v1/events/${await sharedCommunity(w)}/save` }),
    expect: communityOnly(200),
  },
  {
    route: 'DELETE /api/v1/events/:id/save',
    case: 'unsave',
    request: async (w) => ({ url: `/api/v1/events/${await sharedPublic(w)}/save` }),
    expect: allButBlocked(200),
  },
  {
    route: 'GET /api/v1/events/:id/calendar.ics',
    case: 'a published event',
    request: async (w) => ({ url: `/api/v1/events/${await sharedPublic(w)}/calendar.ics` }),
    expect: allButBlocked(200),
  },
  {
    route: 'GET /api/v1/events/:id/calendar.ics',
    case: "the private community's event",
    request: async (w) => ({ url: `/api/v1/events/${await sharedCommunity(w)}/calendar.ics` }),
    expect: communityOnly(200),
  },
  {
    route: 'GET /api/v1/me/calendar-feed',
    case: 'my feed address',
    request: () => ({ url: '/api/v1/me/calendar-feed' }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/v1/me/calendar-feed',
    case: 'a new feed address (not the owner: their token is used below)',
    request: (_w, actor) => ({
      url: '/api/v1/me/calendar-feed',
      ...(actor === 'owner' ? { method: 'GET' as const } : {}),
    }),
    expect: signedIn(200),
  },
  {
    route: 'DELETE /api/v1/me/calendar-feed',
    case: 'revoke my feed (not the owner: their token is used below)',
    request: (_w, actor) => ({
      url: '/api/v1/me/calendar-feed',
      ...(actor === 'owner' ? { method: 'GET' as const } : {}),
    }),
    expect: { anonymous: 401, unverified: 403, owner: 200, stranger: 204, follower: 204 },
  },
  {
    route: 'GET /api/v1/calendar/:token',
    case: "the owner's private feed: the token is the key, with or without a session",
    request: async (w) => ({ url: `/api/v1/calendar/${await ownerFeedToken(w)}.ics` }),
    expect: {
      anonymous: 200,
      unverified: 200,
      owner: 200,
      stranger: 200,
      follower: 200,
    },
  },
  {
    route: 'GET /api/v1/calendar/:token',
    case: 'a made-up token',
    request: (_w, actor) => ({
      url: `/api/v1/calendar/${isSignedIn(actor) ? 'x' : 'y'}AbCdEfGhIjKlMnOpQrStUvWx.ics`,
    }),
    expect: {
      anonymous: 404,
      unverified: 404,
      owner: 404,
      stranger: 404,
      follower: 404,
    },
  },
];
