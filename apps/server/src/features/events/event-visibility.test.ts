import { randomBytes } from 'node:crypto';
import type { Event } from '@aebro/shared/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, createVerifiedMember, memberInput, type TestUser } from '../../test/accounts';
import { joinApproved } from '../../test/communities';
import { createTestApp, settle, type TestApp } from '../../test/test-app';
import { eventInput } from './events.test-fixtures';

/**
 * One read rule (db/read-rules/event-visibility.ts), every place that shows events: a table of
 * events and viewers says who may see which, and the event page, its calendar file, the events
 * list and search, and the private calendar feed must each show exactly that.
 */

const adminEmail = `${memberInput().username as string}@example.org`;
let t: TestApp;
const call = caller(() => t.app);
const word = `evvis${randomBytes(4).toString('hex')}`;

type Viewer = 'stranger' | 'member' | 'blocked';
const viewers: Viewer[] = ['stranger', 'member', 'blocked'];
type EventName = 'open' | 'draft' | 'publicCommunity' | 'privateCommunity' | 'bannedOrganiser';

/** Who may see each event: the rule, written as a table. */
const seers: Record<EventName, Viewer[]> = {
  // By `organiser`, who blocked `blocked`; `member` belongs to both communities.
  open: ['stranger', 'member'],
  // Never paid for: its organiser's alone.
  draft: [],
  publicCommunity: ['stranger', 'member'],
  privateCommunity: ['member'],
  // By a member banned after publishing it.
  bannedOrganiser: [],
};
const eventNames = Object.keys(seers) as EventName[];

let people: Record<Viewer | 'organiser' | 'banned' | 'admin', TestUser>;
const eventIds = {} as Record<EventName, string>;

async function ok(user: TestUser, method: 'POST' | 'PUT' | 'PATCH', url: string, body = {}) {
  const response = await call(user, method, url, body);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response;
}

/** Creates an event and, unless it stays a draft, pays its fee through the test checkout. */
async function create(name: EventName, by: TestUser, changes: Record<string, unknown> = {}) {
  const created = await ok(by, 'POST', '/api/v1/events', {
    ...eventInput({ title: `${name} ${word}`, ...changes }),
  });
  const { event, checkout } = created.json<{ event: Event; checkout: { checkoutUrl: string } }>();
  eventIds[name] = event.id;
  if (name === 'draft') return;
  await ok(by, 'POST', `/api/v1/test-checkout/${checkout.checkoutUrl.split('/').pop() ?? ''}/pay`, {
    cardNumber: '4242 4242 4242 4242',
    expiry: '12/34',
    cvc: '123',
  });
}

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: adminEmail });
  const [stranger, member, blocked, organiser, banned, admin] = await Promise.all([
    ...Array.from({ length: 5 }, () => createVerifiedMember(t.app)),
    createVerifiedMember(t.app, { email: adminEmail }),
  ]);
  if (!stranger || !member || !blocked || !organiser || !banned || !admin)
    throw new Error('no people');
  people = { stranger, member, blocked, organiser, banned, admin };

  await ok(organiser, 'PUT', `/api/v1/profiles/${blocked.id}/block`);
  const community = async (privacy: 'public' | 'private') =>
    (
      await ok(organiser, 'POST', '/api/v1/communities', {
        name: `Event rule ${privacy}`,
        description: 'A community for the event read rule.',
        privacy,
      })
    ).json<{ id: string }>().id;
  const communityIds = { public: await community('public'), private: await community('private') };
  await ok(member, 'PUT', `/api/v1/communities/${communityIds.public}/membership`);
  await joinApproved(t.app, communityIds.private, member, organiser, 'Hello');

  await create('open', organiser);
  await create('draft', organiser);
  await create('publicCommunity', organiser, { communityId: communityIds.public });
  await create('privateCommunity', organiser, { communityId: communityIds.private });
  await create('bannedOrganiser', banned);
  await settle(t.app);
  // Everyone is going to what they may answer, so the calendar feed has something to leave out.
  for (const viewer of viewers)
    for (const name of eventNames)
      await call(people[viewer], 'PUT', `/api/v1/events/${eventIds[name]}/rsvp`, {
        status: 'going',
      });
  await ok(admin, 'POST', `/api/v1/admin/users/${banned.id}/ban`, { reason: 'Spam' });
  await settle(t.app);
}, 180_000);
afterAll(() => t.close());

const visible = (viewer: Viewer) => eventNames.filter((name) => seers[name].includes(viewer));
const named = (text: string) => eventNames.filter((name) => text.includes(`${name} ${word}`));

describe('who sees an event: one rule, the same everywhere', () => {
  it('the organiser sees all their own, drafts included', async () => {
    for (const name of ['open', 'draft', 'publicCommunity', 'privateCommunity'] as const) {
      const response = await call(people.organiser, 'GET', `/api/v1/events/${eventIds[name]}`);
      expect(response.statusCode, name).toBe(200);
    }
  });

  it.each(viewers)(
    'the event page and its calendar file answer %s as the table says',
    async (viewer) => {
      const pages: EventName[] = [];
      const files: EventName[] = [];
      for (const name of eventNames) {
        const page = await call(people[viewer], 'GET', `/api/v1/events/${eventIds[name]}`);
        expect([200, 404]).toContain(page.statusCode);
        if (page.statusCode === 200) pages.push(name);
        const file = await call(
          people[viewer],
          'GET',
          `/api/v1/events/${eventIds[name]}/calendar.ics`,
        );
        expect([200, 404]).toContain(file.statusCode);
        if (file.statusCode === 200) files.push(name);
      }
      expect(pages).toEqual(visible(viewer));
      expect(files).toEqual(visible(viewer));
    },
  );

  it.each(viewers)('the events list and its search show %s what they may see', async (viewer) => {
    const response = await call(people[viewer], 'GET', `/api/v1/events?q=${word}&limit=50`);
    expect(response.statusCode, response.body).toBe(200);
    const titles = response.json<{ items: Event[] }>().items.map((event) => event.title);
    expect(named(titles.join('\n')).sort()).toEqual(visible(viewer).sort());
  });

  it.each(viewers)(
    'the private calendar feed of %s holds only what they may see',
    async (viewer) => {
      const created = await ok(people[viewer], 'POST', '/api/v1/me/calendar-feed');
      const feed = await call(null, 'GET', new URL(created.json<{ url: string }>().url).pathname);
      expect(feed.statusCode, feed.body).toBe(200);
      const going = visible(viewer);
      expect(named(feed.body).sort()).toEqual(going.sort());
    },
  );
});
