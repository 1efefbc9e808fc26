import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceRequests } from '../../db/schema/services';
import {
  caller,
  createVerifiedMember,
  latestMail,
  testOrigin,
  type TestUser,
} from '../../test/accounts';
import { multipartBody, tinyPng } from '../../test/multipart';
import { connectSocket, listen, nextEvent, type ClientSocket } from '../../test/sockets';
import { createTestApp, type TestApp, settle } from '../../test/test-app';

let t: TestApp;
let salon: TestUser;
let caterer: TestUser;
let almaz: TestUser;
let dawit: TestUser;
let stranger: TestUser;

const business = (name: string, category: string) => ({
  accountType: 'business',
  businessName: name,
  businessCategory: category,
  businessLocation: 'Washington DC',
});

beforeAll(async () => {
  t = await createTestApp();
  [salon, caterer, almaz, dawit, stranger] = await Promise.all([
    createVerifiedMember(t.app, business('Selam Henna Studio', 'makeup_artist')),
    createVerifiedMember(t.app, business('Injera House Catering', 'catering')),
    createVerifiedMember(t.app, { fullName: 'Almaz Ayana' }),
    createVerifiedMember(t.app, { fullName: 'Dawit Tesfaye' }),
    createVerifiedMember(t.app, { fullName: 'Stranger Kebede' }),
  ]);
});
afterAll(() => t.close());

const call = caller(() => t.app);

const listing = (extra: Record<string, unknown> = {}) => ({
  title: 'Bridal henna',
  category: 'makeup_artist',
  description: 'Traditional Habesha henna for weddings and holidays, at your home.',
  city: 'washington-dc',
  serviceArea: 'DC, Maryland and Northern Virginia',
  price: { kind: 'range', min: 80, max: 250, currency: 'USD' },
  languages: ['am', 'en'],
  contact: { phone: '+1 202 555 0100', email: 'henna@example.org', website: '', social: '' },
  hours: [{ day: 5, opens: '10:00', closes: '18:00' }],
  ...extra,
});

async function createListing(
  owner: TestUser,
  extra: Record<string, unknown> = {},
): Promise<{ id: string; title: string }> {
  const response = await call(owner, 'POST', '/api/v1/services', listing(extra));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function newRequest(serviceId: string, by: TestUser = almaz, extra = {}): Promise<string> {
  const response = await call(by, 'POST', `/api/v1/services/${serviceId}/requests`, {
    need: 'Henna for my sister’s wedding',
    preferredDate: '2030-06-01',
    preferredTime: '14:00',
    message: 'About 10 guests would like henna too.',
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

const move = (user: TestUser, id: string, body: Record<string, unknown>) =>
  call(user, 'PUT', `/api/v1/service-requests/${id}`, body);

/**
 * A request of Almaz's in a state, on a listing of the salon's of its own (a member has one open
 * request per listing at most).
 */
async function requestIn(
  state: 'requested' | 'accepted' | 'declined' | 'cancelled' | 'completed' | 'expired',
): Promise<string> {
  const serviceId = (await createListing(salon, { title: 'Holiday henna' })).id;
  const id = await newRequest(serviceId);
  const to: Record<string, [TestUser, Record<string, unknown>][]> = {
    requested: [],
    accepted: [[salon, { state: 'accepted' }]],
    declined: [[salon, { state: 'declined', reason: 'Fully booked that week.' }]],
    cancelled: [[almaz, { state: 'cancelled' }]],
    completed: [
      [salon, { state: 'accepted' }],
      [salon, { state: 'completed' }],
    ],
    expired: [],
  };
  for (const [user, body] of to[state] ?? []) {
    const response = await move(user, id, body);
    expect(response.statusCode, response.body).toBe(200);
  }
  if (state === 'expired') {
    await t.app.platform.db
      .update(serviceRequests)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(serviceRequests.id, id));
    await t.app.platform.jobs.runDue({ scheduled: true });
    const read = await call(almaz, 'GET', '/api/v1/me/service-requests?role=member&state=expired');
    expect(read.json<{ items: Array<{ id: string }> }>().items.map((item) => item.id)).toContain(
      id,
    );
  }
  return id;
}

async function notificationsOf(user: TestUser) {
  await settle(t.app);
  const response = await call(user, 'GET', '/api/v1/notifications');
  return response.json<{
    items: Array<{ type: string; message: string; data: Record<string, string> }>;
  }>().items;
}

describe('listings', () => {
  it('are for business accounts only, with a photo through the storage platform', async () => {
    const upload = multipartBody(await tinyPng());
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/v1/media/images',
      payload: upload.payload,
      headers: { ...upload.headers, cookie: salon.jar.header(), origin: testOrigin },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const key = uploaded.json<{ key: string }>().key;

    const byMember = await call(almaz, 'POST', '/api/v1/services', listing());
    expect(byMember.statusCode).toBe(403);
    // Someone else's upload is refused.
    const stolen = await call(caterer, 'POST', '/api/v1/services', listing({ photos: [key] }));
    expect(stolen.statusCode).toBe(400);

    const created = await call(salon, 'POST', '/api/v1/services', listing({ photos: [key] }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      title: 'Bridal henna',
      category: 'makeup_artist',
      city: 'washington-dc',
      languages: ['am', 'en'],
      paused: false,
      rating: { average: null, count: 0 },
      business: { id: salon.id, businessName: 'Selam Henna Studio', isVerified: false },
      viewer: { isOwner: true, canRequest: false },
      contact: { phone: '+1 202 555 0100', email: 'henna@example.org', website: null },
    });
    expect(created.json<{ photos: Array<{ url: string }> }>().photos).toHaveLength(1);

    // Editing keeps an existing photo by its URL.
    const id = created.json<{ id: string }>().id;
    const url = created.json<{ photos: Array<{ url: string }> }>().photos[0]?.url;
    const kept = await call(salon, 'PATCH', `/api/v1/services/${id}`, { photos: [url] });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<{ photos: Array<{ url: string }> }>().photos[0]?.url).toBe(url);
  });

  it.each([
    ['no title', { title: '' }],
    ['a category not in the list', { category: 'astrology' }],
    ['a city not among the 35', { city: 'atlantis' }],
    [
      'a price range upside down',
      { price: { kind: 'range', min: 300, max: 100, currency: 'USD' } },
    ],
    ['a negative price', { price: { kind: 'range', min: -1, max: 100, currency: 'USD' } }],
    ['an unknown currency', { price: { kind: 'range', min: 1, max: 100, currency: 'XYZ' } }],
    ['no language', { languages: [] }],
    ['a language twice', { languages: ['am', 'am'] }],
    ['a short description', { description: 'Henna' }],
    ['seven photos', { photos: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] }],
    ['a website that is not http', { contact: { website: 'javascript:alert(1)' } }],
    ['a bad e-mail', { contact: { email: 'not-an-address' } }],
    ['hours closing before opening', { hours: [{ day: 1, opens: '18:00', closes: '09:00' }] }],
    [
      'a day twice',
      {
        hours: [
          { day: 1, opens: '08:00', closes: '09:00' },
          { day: 1, opens: '10:00', closes: '11:00' },
        ],
      },
    ],
    ['an unknown field', { rating: 5 }],
  ])('refuses %s with a 400', async (_case, extra) => {
    const response = await call(salon, 'POST', '/api/v1/services', listing(extra));
    expect(response.statusCode, response.body).toBe(400);
  });

  it('takes "ask" as the price and no hours as by appointment', async () => {
    const created = await createListing(caterer, {
      title: 'Wedding injera',
      category: 'catering',
      price: { kind: 'ask' },
      hours: null,
    });
    const read = await call(almaz, 'GET', `/api/v1/services/${created.id}`);
    expect(read.json()).toMatchObject({ price: { kind: 'ask' }, hours: null });
  });

  it('only the owner edits, pauses and deletes; a paused listing is hidden from others', async () => {
    const { id } = await createListing(salon, { title: 'Eyebrow threading' });
    for (const other of [caterer, almaz]) {
      expect(
        (await call(other, 'PATCH', `/api/v1/services/${id}`, { title: 'Mine now' })).statusCode,
      ).toBe(403);
      expect((await call(other, 'DELETE', `/api/v1/services/${id}`)).statusCode).toBe(403);
    }
    expect(
      (await call(null, 'PATCH', `/api/v1/services/${id}`, { title: 'Mine now' })).statusCode,
    ).toBe(401);

    const paused = await call(salon, 'PATCH', `/api/v1/services/${id}`, { paused: true });
    expect(paused.json()).toMatchObject({ paused: true });
    expect((await call(almaz, 'GET', `/api/v1/services/${id}`)).statusCode).toBe(404);
    expect((await call(salon, 'GET', `/api/v1/services/${id}`)).statusCode).toBe(200);
    expect(
      (await call(almaz, 'POST', `/api/v1/services/${id}/requests`, { need: 'Threading' }))
        .statusCode,
    ).toBe(404);
    const discover = await call(almaz, 'GET', `/api/v1/services?businessId=${salon.id}`);
    expect(discover.json<{ items: Array<{ id: string }> }>().items.map((s) => s.id)).not.toContain(
      id,
    );
    const mine = await call(salon, 'GET', `/api/v1/services?businessId=${salon.id}`);
    expect(mine.json<{ items: Array<{ id: string }> }>().items.map((s) => s.id)).toContain(id);

    await call(salon, 'PATCH', `/api/v1/services/${id}`, { paused: false });
    const requestId = await newRequest(id);
    expect((await call(salon, 'DELETE', `/api/v1/services/${id}`)).statusCode).toBe(204);
    expect((await call(salon, 'GET', `/api/v1/services/${id}`)).statusCode).toBe(404);
    // The open request went with it, and its member was told.
    expect((await move(almaz, requestId, { state: 'cancelled' })).statusCode).toBe(404);
    const told = await notificationsOf(almaz);
    expect(
      told.some((n) => n.type === 'service_request_declined' && n.data.service_id === id),
    ).toBe(true);
  });
});

describe('requests', () => {
  let serviceId: string;
  beforeAll(async () => {
    serviceId = (await createListing(salon, { title: 'Holiday henna' })).id;
  });
  /** Another listing of the same name, for a member whose request on the first is still open. */
  const another = async (): Promise<string> =>
    (await createListing(salon, { title: 'Holiday henna' })).id;

  it('a business cannot request its own service', async () => {
    const response = await call(salon, 'POST', `/api/v1/services/${serviceId}/requests`, {
      need: 'Henna for me',
    });
    expect(response.statusCode).toBe(403);
    const other = await call(caterer, 'POST', `/api/v1/services/${serviceId}/requests`, {
      need: 'Henna for our staff party',
    });
    expect(other.statusCode).toBe(201);
  });

  it('tells the business in the app and by e-mail, and shows the request on both sides', async () => {
    const id = await newRequest(serviceId, dawit);
    const told = await notificationsOf(salon);
    expect(
      told.find((n) => n.type === 'service_request' && n.data.actor_id === dawit.id),
    ).toMatchObject({
      message: 'Dawit Tesfaye sent a request for Holiday henna',
      data: { link: '/services/manage', service_id: serviceId, service_title: 'Holiday henna' },
    });
    const mail = await latestMail(t.app, salon.email);
    expect(mail?.subject).toBe('New request for Holiday henna');

    const incoming = await call(
      salon,
      'GET',
      '/api/v1/me/service-requests?role=business&state=requested',
    );
    const mine = incoming
      .json<{ items: Array<Record<string, unknown>> }>()
      .items.find((r) => r.id === id);
    expect(mine).toMatchObject({
      state: 'requested',
      preferredDate: '2030-06-01',
      preferredTime: '14:00',
      member: { id: dawit.id },
      viewer: { role: 'business', can: ['accepted', 'declined'], canReview: false },
    });
    const sent = await call(dawit, 'GET', '/api/v1/me/service-requests?role=member');
    expect(sent.json<{ items: Array<Record<string, unknown>> }>().items[0]).toMatchObject({
      id,
      viewer: { role: 'member', can: ['cancelled'] },
    });
    // Someone else's requests are not in my lists, and theirs do not exist for me.
    const others = await call(stranger, 'GET', '/api/v1/me/service-requests?role=member');
    expect(others.json<{ items: unknown[] }>().items).toHaveLength(0);
    expect((await move(stranger, id, { state: 'cancelled' })).statusCode).toBe(404);
    expect((await move(caterer, id, { state: 'accepted' })).statusCode).toBe(404);
  });

  it('accepting keeps a proposed time and tells the member', async () => {
    const id = await newRequest(serviceId);
    const accepted = await move(salon, id, {
      state: 'accepted',
      proposedDate: '2030-06-02',
      proposedTime: '10:30',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      state: 'accepted',
      proposedDate: '2030-06-02',
      proposedTime: '10:30',
      viewer: { can: ['completed'] },
    });
    const told = await notificationsOf(almaz);
    expect(told.some((n) => n.type === 'service_request_accepted')).toBe(true);
    expect((await latestMail(t.app, almaz.email))?.subject).toBe(
      'Your request for Holiday henna was accepted',
    );
  });

  it('declining needs a reason, which the member sees', async () => {
    const id = await newRequest(await another());
    expect((await move(salon, id, { state: 'declined' })).statusCode).toBe(400);
    expect((await move(salon, id, { state: 'declined', reason: '' })).statusCode).toBe(400);
    const declined = await move(salon, id, { state: 'declined', reason: 'Booked that day.' });
    expect(declined.json()).toMatchObject({ state: 'declined', declineReason: 'Booked that day.' });
  });

  type Mover = 'business' | 'member';
  type Target = 'accepted' | 'declined' | 'cancelled' | 'completed';
  const body = (to: Target) =>
    to === 'declined' ? { state: to, reason: 'Not this time.' } : { state: to };
  // Every state × every transition × both sides: the allowed ones answer 200, the others 403 (the
  // other side's move) or 409 (not from this state).
  const table: Array<[string, Mover, Target, number]> = [
    ['requested', 'business', 'accepted', 200],
    ['requested', 'business', 'declined', 200],
    ['requested', 'business', 'cancelled', 403],
    ['requested', 'business', 'completed', 409],
    ['requested', 'member', 'accepted', 403],
    ['requested', 'member', 'declined', 403],
    ['requested', 'member', 'cancelled', 200],
    ['requested', 'member', 'completed', 409],
    ['accepted', 'business', 'accepted', 409],
    ['accepted', 'business', 'declined', 409],
    ['accepted', 'business', 'cancelled', 403],
    ['accepted', 'business', 'completed', 200],
    ['accepted', 'member', 'accepted', 409],
    ['accepted', 'member', 'declined', 409],
    ['accepted', 'member', 'cancelled', 200],
    ['accepted', 'member', 'completed', 403],
    ...(['declined', 'cancelled', 'completed', 'expired'] as const).flatMap((state) =>
      (['business', 'member'] as const).flatMap((mover) =>
        (['accepted', 'declined', 'cancelled', 'completed'] as const).map(
          (to) => [state, mover, to, 409] as [string, Mover, Target, number],
        ),
      ),
    ),
  ];
  it.each(table)('from %s, the %s moving it to %s answers %i', async (state, mover, to, status) => {
    const id = await requestIn(state as Parameters<typeof requestIn>[0]);
    const response = await move(mover === 'business' ? salon : almaz, id, body(to));
    expect(response.statusCode, response.body).toBe(status);
    if (status === 200) expect(response.json()).toMatchObject({ state: to });
  });

  it('expires when unanswered, only once its time is up, and tells the member', async () => {
    const id = await newRequest(await another(), dawit);
    await t.app.platform.jobs.runDue({ scheduled: true });
    const early = await call(
      dawit,
      'GET',
      '/api/v1/me/service-requests?role=member&state=requested',
    );
    expect(early.json<{ items: Array<{ id: string }> }>().items.map((r) => r.id)).toContain(id);
    await requestIn('expired');
    const told = await notificationsOf(almaz);
    expect(told.some((n) => n.type === 'service_request_expired')).toBe(true);
  });

  it('completes on its own a day after its date', async () => {
    const listing = await another();
    const id = await newRequest(listing, almaz, { preferredDate: '2020-01-01' });
    expect((await move(salon, id, { state: 'accepted' })).statusCode).toBe(200);
    await t.app.platform.jobs.runDue({ scheduled: true });
    const done = await call(
      almaz,
      'GET',
      '/api/v1/me/service-requests?role=member&state=completed',
    );
    expect(
      done
        .json<{ items: Array<{ id: string; viewer: { canReview: boolean } }> }>()
        .items.find((r) => r.id === id),
    ).toMatchObject({ viewer: { canReview: true } });
    // One with a date ahead stays accepted.
    const later = await newRequest(listing, almaz, { preferredDate: '2031-01-01' });
    await move(salon, later, { state: 'accepted' });
    await t.app.platform.jobs.runDue({ scheduled: true });
    const still = await call(
      almaz,
      'GET',
      '/api/v1/me/service-requests?role=member&state=accepted',
    );
    expect(still.json<{ items: Array<{ id: string }> }>().items.map((r) => r.id)).toContain(later);
  });

  it('refuses a second open request for the same listing (409), and shows the open one on its page', async () => {
    const member = await createVerifiedMember(t.app, { fullName: 'Twice Member' });
    const listing = await another();
    const page = async () =>
      (await call(member, 'GET', `/api/v1/services/${listing}`)).json<{
        viewer: { canRequest: boolean; openRequest: { id: string; state: string } | null };
      }>().viewer;
    expect(await page()).toMatchObject({ canRequest: true, openRequest: null });

    const first = await newRequest(listing, member);
    expect(await page()).toMatchObject({
      canRequest: false,
      openRequest: { id: first, state: 'requested' },
    });
    const again = await call(member, 'POST', `/api/v1/services/${listing}/requests`, {
      need: 'Henna again',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: {
        code: 'REQUEST_OPEN',
        message: expect.stringMatching(/already have an open request/),
      },
    });
    // Still open once accepted; the business's page shows no request of its own.
    expect((await move(salon, first, { state: 'accepted' })).statusCode).toBe(200);
    expect(await page()).toMatchObject({ openRequest: { id: first, state: 'accepted' } });
    expect(
      (await call(member, 'POST', `/api/v1/services/${listing}/requests`, { need: 'More' }))
        .statusCode,
    ).toBe(409);
    expect((await call(salon, 'GET', `/api/v1/services/${listing}`)).json()).toMatchObject({
      viewer: { isOwner: true, canRequest: false, openRequest: null },
    });
    // Other listings and other members are not held back by it.
    expect(await newRequest(await another(), member)).toBeTruthy();
    expect(await newRequest(listing, dawit)).toBeTruthy();
    // Once it is done with, a new one may be sent.
    expect((await move(member, first, { state: 'cancelled' })).statusCode).toBe(200);
    expect(await page()).toMatchObject({ canRequest: true, openRequest: null });
    expect(await newRequest(listing, member)).not.toBe(first);
  });

  it('lets only one of two requests sent at once through', async () => {
    const member = await createVerifiedMember(t.app, { fullName: 'Double Click' });
    const listing = await another();
    const send = () =>
      call(member, 'POST', `/api/v1/services/${listing}/requests`, { need: 'Henna, quickly' });
    const answers = await Promise.all([send(), send(), send()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it.each([
    ['no need', { need: '' }],
    ['a date that does not exist', { need: 'Henna', preferredDate: '2030-02-30' }],
    ['a time out of the day', { need: 'Henna', preferredTime: '25:00' }],
    ['an unknown field', { need: 'Henna', budget: 100 }],
  ])('refuses a request with %s (400)', async (_case, payload) => {
    const response = await call(almaz, 'POST', `/api/v1/services/${serviceId}/requests`, payload);
    expect(response.statusCode).toBe(400);
  });
});

describe('reviews', () => {
  let serviceId: string;
  beforeAll(async () => {
    serviceId = (await createListing(caterer, { title: 'Holiday doro wot', category: 'catering' }))
      .id;
  });

  async function completedRequest(by: TestUser): Promise<string> {
    const id = await newRequest(serviceId, by);
    await move(caterer, id, { state: 'accepted' });
    await move(caterer, id, { state: 'completed' });
    return id;
  }

  it('only after completion, only by the member, and only once', async () => {
    const open = await newRequest(serviceId);
    expect(
      (await call(almaz, 'POST', `/api/v1/service-requests/${open}/review`, { rating: 5 }))
        .statusCode,
    ).toBe(409);
    await move(caterer, open, { state: 'accepted' });
    expect(
      (await call(almaz, 'POST', `/api/v1/service-requests/${open}/review`, { rating: 5 }))
        .statusCode,
    ).toBe(409);
    await move(caterer, open, { state: 'completed' });
    expect(
      (await call(caterer, 'POST', `/api/v1/service-requests/${open}/review`, { rating: 5 }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(stranger, 'POST', `/api/v1/service-requests/${open}/review`, { rating: 5 }))
        .statusCode,
    ).toBe(404);
    for (const rating of [0, 6, 4.5, '5'])
      expect(
        (await call(almaz, 'POST', `/api/v1/service-requests/${open}/review`, { rating }))
          .statusCode,
      ).toBe(400);
    const first = await call(almaz, 'POST', `/api/v1/service-requests/${open}/review`, {
      rating: 5,
      body: 'The doro wot was like my grandmother’s.',
    });
    expect(first.statusCode, first.body).toBe(201);
    const again = await call(almaz, 'POST', `/api/v1/service-requests/${open}/review`, {
      rating: 1,
    });
    expect(again.statusCode).toBe(409);
    const told = await notificationsOf(caterer);
    expect(told.some((n) => n.type === 'service_review')).toBe(true);
  });

  it('the average is exact, and follows an edit; newest first', async () => {
    const fresh = (
      await createListing(caterer, { title: 'Fasting food trays', category: 'catering' })
    ).id;
    const ids: string[] = [];
    for (const [user, rating] of [
      [almaz, 5],
      [dawit, 4],
      [stranger, 4],
    ] as const) {
      const requestId = await newRequest(fresh, user);
      await move(caterer, requestId, { state: 'accepted' });
      await move(caterer, requestId, { state: 'completed' });
      const review = await call(user, 'POST', `/api/v1/service-requests/${requestId}/review`, {
        rating,
        body: `${rating} stars`,
      });
      ids.push(review.json<{ id: string }>().id);
    }
    const reviews = await call(almaz, 'GET', `/api/v1/services/${fresh}/reviews`);
    expect(reviews.json()).toMatchObject({ rating: { average: 4.33, count: 3 } });
    expect(reviews.json<{ items: Array<{ body: string }> }>().items.map((r) => r.body)).toEqual([
      '4 stars',
      '4 stars',
      '5 stars',
    ]);

    // Only its author edits a review; the average moves with it.
    expect(
      (await call(almaz, 'PATCH', `/api/v1/reviews/${ids[1]}`, { rating: 1 })).statusCode,
    ).toBe(403);
    expect(
      (await call(caterer, 'PATCH', `/api/v1/reviews/${ids[1]}`, { rating: 1 })).statusCode,
    ).toBe(403);
    const edited = await call(dawit, 'PATCH', `/api/v1/reviews/${ids[1]}`, {
      rating: 5,
      body: 'Even better the second time.',
    });
    expect(edited.json()).toMatchObject({ rating: 5, body: 'Even better the second time.' });
    const card = await call(stranger, 'GET', `/api/v1/services/${fresh}`);
    expect(card.json()).toMatchObject({ rating: { average: 4.67, count: 3 } });
    const dashboard = await call(caterer, 'GET', '/api/v1/me/service-dashboard');
    expect(
      dashboard.json<{ listings: number; requests: { completed: number } }>().requests.completed,
    ).toBeGreaterThanOrEqual(3);
  });

  it('the business replies once; the reviewer is told', async () => {
    const requestId = await completedRequest(dawit);
    const review = await call(dawit, 'POST', `/api/v1/service-requests/${requestId}/review`, {
      rating: 4,
      body: 'Good food, a bit late.',
    });
    const id = review.json<{ id: string }>().id;
    expect(
      (await call(dawit, 'PUT', `/api/v1/reviews/${id}/reply`, { body: 'Thanks!' })).statusCode,
    ).toBe(403);
    expect(
      (await call(salon, 'PUT', `/api/v1/reviews/${id}/reply`, { body: 'Thanks!' })).statusCode,
    ).toBe(403);
    expect(
      (await call(caterer, 'PUT', `/api/v1/reviews/${id}/reply`, { body: '' })).statusCode,
    ).toBe(400);
    const replied = await call(caterer, 'PUT', `/api/v1/reviews/${id}/reply`, {
      body: 'Thank you, Dawit. We will be on time next holiday.',
    });
    expect(replied.statusCode, replied.body).toBe(200);
    expect(replied.json()).toMatchObject({
      reply: 'Thank you, Dawit. We will be on time next holiday.',
      viewer: { canReply: false },
    });
    expect(
      (await call(caterer, 'PUT', `/api/v1/reviews/${id}/reply`, { body: 'Again' })).statusCode,
    ).toBe(409);
    const told = await notificationsOf(dawit);
    expect(
      told.some(
        (n) => n.type === 'service_review_reply' && n.data.link === `/service/${serviceId}`,
      ),
    ).toBe(true);
  });
});

describe('discover', () => {
  let henna: string;
  let tutor: string;
  let taxi: string;
  beforeAll(async () => {
    henna = (
      await createListing(salon, {
        title: 'Henna night',
        city: 'seattle-wa',
        languages: ['am', 'ti'],
      })
    ).id;
    tutor = (
      await createListing(caterer, {
        title: 'Amharic lessons for children',
        category: 'language_cultural_school',
        description: 'Reading and writing fidel, songs and stories, online or at home.',
        city: 'seattle-wa',
        languages: ['am', 'en'],
      })
    ).id;
    taxi = (
      await createListing(caterer, {
        title: 'Airport rides',
        category: 'transport_taxi',
        description: 'Rides to and from Sea-Tac at any hour, with room for luggage.',
        city: 'seattle-wa',
        languages: ['ti', 'en'],
      })
    ).id;
    // The tutor is rated best, then the henna; the taxi has no reviews.
    for (const [id, owner, rating] of [
      [tutor, caterer, 5],
      [henna, salon, 3],
    ] as const) {
      const requestId = await newRequest(id, stranger);
      await move(owner, requestId, { state: 'accepted' });
      await move(owner, requestId, { state: 'completed' });
      await call(stranger, 'POST', `/api/v1/service-requests/${requestId}/review`, { rating });
    }
  });

  const ids = async (query: string) => {
    const response = await call(almaz, 'GET', `/api/v1/services?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ items: Array<{ id: string }> }>().items.map((item) => item.id);
  };

  it('filters by category, city and language, and searches the text', async () => {
    expect(await ids('city=seattle-wa&category=language_cultural_school')).toEqual([tutor]);
    expect(await ids('city=seattle-wa&language=ti')).toEqual([taxi, henna]);
    expect(await ids('city=seattle-wa&q=FIDEL')).toEqual([tutor]);
    expect(await ids('city=seattle-wa&q=100%25')).toEqual([]);
    expect(await ids('city=toronto-on')).toEqual([]);
  });

  it('finds listings by title, description, city and business name however they are spelt', async () => {
    const coffee = (
      await createListing(caterer, {
        title: 'የቡና ሥነ ሥርዓት ለበዓል',
        category: 'catering',
        description: 'ፀሐይ ስትጠልቅ በሐረር ቡና እናፈላለን፤ ለሠርግ እና ለልደት።',
        city: 'gondar',
        languages: ['am'],
      })
    ).id;
    const found = async (q: string) => ids(`city=gondar&q=${encodeURIComponent(q)}`);
    expect(await found('buna')).toEqual([coffee]);
    expect(await found('ሀረር')).toEqual([coffee]); // ሐ written ሀ
    expect(await found('ስነ ስርአት')).toEqual([coffee]); // ሠ written ሰ, ዓ written አ
    expect(await found('ጸሀይ')).toEqual([coffee]); // ፀ written ጸ
    expect(await found('ጎንደር')).toEqual([coffee]);
    // The business's name, typed in Latin letters or in Ge'ez.
    expect(await found('injera house')).toEqual([coffee]);
    expect(await found('እንጀራ')).toEqual([coffee]);
    expect(await found('henna')).toEqual([]);
  });

  it('sorts newest first or best rated first, page by page', async () => {
    expect(await ids('city=seattle-wa')).toEqual([taxi, tutor, henna]);
    expect(await ids('city=seattle-wa&sort=rating')).toEqual([tutor, henna, taxi]);
    const first = await call(almaz, 'GET', '/api/v1/services?city=seattle-wa&sort=rating&limit=1');
    const cursor = first.json<{ nextCursor: string }>().nextCursor;
    expect(await ids(`city=seattle-wa&sort=rating&limit=1&cursor=${cursor}`)).toEqual([henna]);
  });

  it.each([
    'sort=cheapest',
    'category=astrology',
    'city=atlantis',
    'language=xx',
    'limit=0',
    'cursor=not-a-cursor',
    `sort=rating&cursor=${Buffer.from(JSON.stringify(['1 or 1=1', '00000000-0000-4000-8000-000000000000'])).toString('base64url')}`,
  ])('refuses %s with a 400', async (query) => {
    const response = await call(almaz, 'GET', `/api/v1/services?${query}`);
    expect(response.statusCode).toBe(400);
  });

  it('answers 400 for ids that are not ids, 404 for missing ones, 401 signed out', async () => {
    expect((await call(almaz, 'GET', '/api/v1/services/not-an-id')).statusCode).toBe(400);
    expect(
      (await call(almaz, 'GET', '/api/v1/services/00000000-0000-4000-8000-000000000000'))
        .statusCode,
    ).toBe(404);
    expect((await call(null, 'GET', '/api/v1/services')).statusCode).toBe(401);
    expect(
      (
        await call(almaz, 'PUT', '/api/v1/service-requests/00000000-0000-4000-8000-000000000000', {
          state: 'cancelled',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(almaz, 'PUT', `/api/v1/service-requests/00000000-0000-4000-8000-000000000000`, {
          state: 'teleported',
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('blocks', () => {
  it('hide a business from those it blocked, refuse requests either way, and silence an open one', async () => {
    const [shop, shunned, critic, reviewer, regular] = await Promise.all([
      createVerifiedMember(t.app, business('Blocking Barber', 'makeup_artist')),
      createVerifiedMember(t.app, { fullName: 'Shunned Member' }),
      createVerifiedMember(t.app, { fullName: 'Critic Member' }),
      createVerifiedMember(t.app, { fullName: 'Reviewer Member' }),
      createVerifiedMember(t.app, { fullName: 'Regular Member' }),
    ]);
    const title = `Blocking barber cuts ${Date.now()}`;
    const { id } = await createListing(shop, { title });
    // A completed, reviewed request of the reviewer's, and an open one of the regular's.
    const done = await newRequest(id, reviewer);
    expect((await move(shop, done, { state: 'accepted' })).statusCode).toBe(200);
    expect((await move(shop, done, { state: 'completed' })).statusCode).toBe(200);
    const reviewed = await call(reviewer, 'POST', `/api/v1/service-requests/${done}/review`, {
      rating: 4,
      body: 'Sharp fade.',
    });
    expect(reviewed.statusCode, reviewed.body).toBe(201);
    const open = await newRequest(id, regular);

    await call(shop, 'PUT', `/api/v1/profiles/${shunned.id}/block`);
    await call(critic, 'PUT', `/api/v1/profiles/${shop.id}/block`);
    await call(critic, 'PUT', `/api/v1/profiles/${reviewer.id}/block`);
    await call(shop, 'PUT', `/api/v1/profiles/${regular.id}/block`);
    await settle(t.app);

    const discovered = async (user: TestUser) =>
      (await call(user, 'GET', `/api/v1/services?q=${encodeURIComponent(title)}`))
        .json<{ items: Array<{ id: string }> }>()
        .items.map((item) => item.id);
    expect(await discovered(stranger)).toEqual([id]);
    // Blocked by the business: the listing does not exist for them.
    expect(await discovered(shunned)).toEqual([]);
    expect((await call(shunned, 'GET', `/api/v1/services/${id}`)).statusCode).toBe(404);
    expect((await call(shunned, 'GET', `/api/v1/services/${id}/reviews`)).statusCode).toBe(404);
    const hidden = await call(shunned, 'POST', `/api/v1/services/${id}/requests`, {
      need: 'A haircut',
    });
    expect(hidden.statusCode).toBe(404);
    // The one who blocked: out of discovery, opens it by its address, cannot request it.
    expect(await discovered(critic)).toEqual([]);
    expect((await call(critic, 'GET', `/api/v1/services/${id}`)).statusCode).toBe(200);
    const refused = await call(critic, 'POST', `/api/v1/services/${id}/requests`, {
      need: 'A haircut',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error: { message: "You can't send a request to this business." },
    });
    // Reviews by someone blocked either way are left out; the rating still counts them.
    const reviews = async (user: TestUser) =>
      (await call(user, 'GET', `/api/v1/services/${id}/reviews`)).json<{
        items: Array<{ body: string }>;
        rating: { count: number };
      }>();
    expect((await reviews(stranger)).items.map((item) => item.body)).toEqual(['Sharp fade.']);
    expect(await reviews(critic)).toMatchObject({ items: [], rating: { count: 1 } });
    // The open request may still be cancelled; the business is not told (nor e-mailed).
    expect((await move(regular, open, { state: 'cancelled' })).statusCode).toBe(200);
    const told = await notificationsOf(shop);
    expect(told.some((item) => item.type === 'service_request_cancelled')).toBe(false);
  });
});

describe('live', () => {
  const sockets: ClientSocket[] = [];
  afterAll(() => {
    for (const socket of sockets) socket.disconnect();
  });

  it('tells both sides at once of a new request and of every move, and nobody else', async () => {
    const [shop, member] = await Promise.all([
      createVerifiedMember(t.app, business('Live Tailor', 'makeup_artist')),
      createVerifiedMember(t.app, { fullName: 'Live Member' }),
    ]);
    const { id: serviceId } = await createListing(shop, { title: 'Live tailoring' });
    const baseUrl = await listen(t.app);
    const [shopSocket, memberSocket, strangerSocket] = await Promise.all(
      [shop, member, stranger].map(
        async (user) => (await connectSocket(baseUrl, user.jar.header())).socket,
      ),
    );
    sockets.push(shopSocket!, memberSocket!, strangerSocket!);
    let strangerHeard = 0;
    strangerSocket!.on('service-request:changed', () => (strangerHeard += 1));

    const toShop = nextEvent(shopSocket!, 'service-request:changed');
    const toMember = nextEvent(memberSocket!, 'service-request:changed');
    const requestId = await newRequest(serviceId, member);
    expect((await toShop)[0]).toEqual({ requestId, serviceId, state: 'requested' });
    expect((await toMember)[0]).toEqual({ requestId, serviceId, state: 'requested' });

    const accepted = nextEvent(memberSocket!, 'service-request:changed');
    const moved = await move(shop, requestId, {
      state: 'accepted',
      proposedDate: '2030-06-02',
      proposedTime: '10:00',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await accepted)[0]).toEqual({ requestId, serviceId, state: 'accepted' });

    const cancelled = nextEvent(shopSocket!, 'service-request:changed');
    expect((await move(member, requestId, { state: 'cancelled' })).statusCode).toBe(200);
    expect((await cancelled)[0]).toMatchObject({ requestId, state: 'cancelled' });
    await settle(t.app);
    expect(strangerHeard).toBe(0);
  });
});
