import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Draft, DraftPage } from '@aebro/shared/drafts';
import { postDrafts } from '../../db/schema/drafts';
import { posts } from '../../db/schema/posts';
import { caller, createVerifiedMember, type TestUser } from '../../test/accounts';
import { createTestApp, settle, type TestApp } from '../../test/test-app';
import { publishScheduledJob } from './drafts.service';

/*
 * Drafts and scheduled posts (issue 36): kept for their author only; a scheduled one is published
 * by its job at its time, once, exactly as a post written then; editable and cancellable until it
 * goes out, 409 after.
 */

let t: TestApp;
let almaz: TestUser;
let dawit: TestUser;
let stranger: TestUser;
const call = caller(() => t.app);
beforeAll(async () => {
  t = await createTestApp();
  [almaz, dawit, stranger] = await Promise.all([
    createVerifiedMember(t.app, { fullName: 'Almaz Ayana' }),
    createVerifiedMember(t.app),
    createVerifiedMember(t.app),
  ]);
  // Dawit follows Almaz, so her posts reach his feed.
  await call(dawit, 'PUT', `/api/v1/profiles/${almaz.id}/follow`);
  await settle(t.app);
});
afterAll(() => t.close());

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

async function save(payload: Record<string, unknown>, user = almaz): Promise<Draft> {
  const res = await call(user, 'POST', '/api/v1/drafts', payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Draft>();
}

async function postsOf(user: TestUser, body: string): Promise<number> {
  const rows = await t.app.platform.db
    .select({ count: sql<number>`count(*)::int` })
    .from(posts)
    .where(and(eq(posts.authorId, user.id), eq(posts.body, body)));
  return rows[0]?.count ?? 0;
}

async function feedHas(user: TestUser, body: string): Promise<boolean> {
  const res = await call(user, 'GET', '/api/v1/feed');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: Array<{ body: string }> }>().items.some((post) => post.body === body);
}

describe('drafts', () => {
  it('are kept, listed, opened, edited and deleted by their author', async () => {
    const draft = await save({
      body: 'Buna on Sunday?',
      poll: { options: ['Yes', ''], multiple: false, hours: 24 },
    });
    expect(draft).toMatchObject({
      state: 'draft',
      body: 'Buna on Sunday?',
      audience: 'public',
      scheduledAt: null,
      poll: { options: ['Yes', ''], hours: 24 },
    });
    const list = await call(almaz, 'GET', '/api/v1/drafts');
    expect(list.json<DraftPage>().items.map((item) => item.id)).toContain(draft.id);

    const edited = await call(almaz, 'PUT', `/api/v1/drafts/${draft.id}`, {
      body: 'Buna on Saturday?',
      audience: 'followers',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Draft>()).toMatchObject({ body: 'Buna on Saturday?', poll: null });
    const opened = await call(almaz, 'GET', `/api/v1/drafts/${draft.id}`);
    expect(opened.json<Draft>().audience).toBe('followers');

    expect((await call(almaz, 'DELETE', `/api/v1/drafts/${draft.id}`)).statusCode).toBe(204);
    expect((await call(almaz, 'GET', `/api/v1/drafts/${draft.id}`)).statusCode).toBe(404);
  });

  it("are nobody else's business: another member is told they do not exist", async () => {
    const draft = await save({ body: 'Only mine' });
    for (const [method, url, payload] of [
      ['GET', `/api/v1/drafts/${draft.id}`, undefined],
      ['PUT', `/api/v1/drafts/${draft.id}`, { body: 'Theirs now' }],
      ['DELETE', `/api/v1/drafts/${draft.id}/schedule`, undefined],
      ['DELETE', `/api/v1/drafts/${draft.id}`, undefined],
      ['POST', `/api/v1/drafts/${draft.id}/publish`, undefined],
    ] as const) {
      const res = await call(stranger, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const theirs = await call(stranger, 'GET', '/api/v1/drafts');
    expect(theirs.json<DraftPage>().items).toEqual([]);
    expect((await call(null, 'GET', '/api/v1/drafts')).statusCode).toBe(401);
    expect((await call(almaz, 'GET', `/api/v1/drafts/${draft.id}`)).json<Draft>().body).toBe(
      'Only mine',
    );
  });

  it('refuses bad input with a 400 and a clear message', async () => {
    const bad: Array<Record<string, unknown>> = [
      {},
      { body: '   ' },
      { body: 'x'.repeat(5001) },
      { body: 'Hi', audience: 'community' },
      { body: 'Hi', poll: { options: ['A', 'B'], hours: 5 } },
      { body: 'Hi', scheduledAt: 'tomorrow at six' },
      { body: 'Hi', scheduledAt: new Date(Date.now() - 60_000).toISOString() },
      { body: 'Hi', scheduledAt: inMinutes(400 * 24 * 60) },
      // Scheduling asks for a post that could go out: a poll's every option filled in.
      { body: 'Hi', poll: { options: ['A', ''], hours: 24 }, scheduledAt: inMinutes(5) },
      { body: 'Hi', extra: true },
    ];
    for (const payload of bad) {
      const res = await call(almaz, 'POST', '/api/v1/drafts', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ error: { message: string } }>().error.message.length).toBeGreaterThan(0);
    }
    const past = await call(almaz, 'POST', '/api/v1/drafts', {
      body: 'Too late',
      scheduledAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.json<{ error: { message: string } }>().error.message).toMatch(/future/);
    expect((await call(almaz, 'GET', '/api/v1/drafts/not-a-uuid')).statusCode).toBe(400);
  });

  it('"Post now" publishes a draft once, as any post', async () => {
    const draft = await save({ body: 'Published from my drafts' });
    const res = await call(almaz, 'POST', `/api/v1/drafts/${draft.id}/publish`);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ body: string }>().body).toBe('Published from my drafts');
    expect((await call(almaz, 'POST', `/api/v1/drafts/${draft.id}/publish`)).statusCode).toBe(409);
    await settle(t.app);
    expect(await feedHas(dawit, 'Published from my drafts')).toBe(true);
    expect(await postsOf(almaz, 'Published from my drafts')).toBe(1);
  });
});

describe('scheduled posts', () => {
  it('go out when their job runs, with their poll, into followers\u2019 feeds, once', async () => {
    const body = `Melkam Timket! ${Date.now()}`;
    const draft = await save({
      body,
      poll: { options: ['Gondar', 'Addis'], multiple: false, hours: 24 },
      scheduledAt: inMinutes(2),
    });
    expect(draft.state).toBe('scheduled');
    await settle(t.app);
    // Nothing before its time: settling leaves a job scheduled for later alone.
    expect(await postsOf(almaz, body)).toBe(0);
    expect(await feedHas(dawit, body)).toBe(false);

    // Its time comes (the queue runs it as if it had).
    await t.app.platform.jobs.runDue({ scheduled: true });
    await settle(t.app);
    expect(await postsOf(almaz, body)).toBe(1);
    expect(await feedHas(dawit, body)).toBe(true);
    const feed = await call(dawit, 'GET', '/api/v1/feed');
    const post = feed
      .json<{ items: Array<{ body: string; poll?: { closesAt: string } }> }>()
      .items.find((item) => item.body === body);
    // The poll is open a day from when the post went out.
    expect(Date.parse(post?.poll?.closesAt ?? '') - Date.now()).toBeGreaterThan(23 * 3600_000);
    // It left the list; a late edit or cancel is told it went out.
    const list = await call(almaz, 'GET', '/api/v1/drafts');
    expect(list.json<DraftPage>().items.map((item) => item.id)).not.toContain(draft.id);
    const late = await call(almaz, 'PUT', `/api/v1/drafts/${draft.id}`, {
      body: 'Changed',
      scheduledAt: inMinutes(10),
    });
    expect(late.statusCode).toBe(409);
    expect(late.json<{ error: { message: string } }>().error.message).toMatch(
      /already been published/,
    );
    expect((await call(almaz, 'DELETE', `/api/v1/drafts/${draft.id}/schedule`)).statusCode).toBe(
      409,
    );
    expect((await call(almaz, 'DELETE', `/api/v1/drafts/${draft.id}`)).statusCode).toBe(409);
  });

  it('make one post when the job runs twice, even at the same moment', async () => {
    const body = `Once only ${Date.now()}`;
    const draft = await save({ body, scheduledAt: inMinutes(3) });
    const job = { draftId: draft.id, scheduledAt: draft.scheduledAt ?? '' };
    await Promise.all([
      publishScheduledJob(t.app.platform, job),
      publishScheduledJob(t.app.platform, job),
    ]);
    await publishScheduledJob(t.app.platform, job);
    await settle(t.app);
    expect(await postsOf(almaz, body)).toBe(1);
  });

  it('can be edited (content and time) and cancelled until they go out', async () => {
    const body = `Moved ${Date.now()}`;
    const draft = await save({ body: 'First words', scheduledAt: inMinutes(5) });
    const later = inMinutes(60);
    const moved = await call(almaz, 'PUT', `/api/v1/drafts/${draft.id}`, {
      body,
      scheduledAt: later,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<Draft>()).toMatchObject({ body, scheduledAt: later, state: 'scheduled' });
    // The job of the first time finds its time changed and does nothing; the new one publishes.
    await publishScheduledJob(t.app.platform, {
      draftId: draft.id,
      scheduledAt: draft.scheduledAt ?? '',
    });
    expect(await postsOf(almaz, body)).toBe(0);

    const cancelled = await call(almaz, 'DELETE', `/api/v1/drafts/${draft.id}/schedule`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<Draft>()).toMatchObject({ state: 'draft', scheduledAt: null, body });
    await t.app.platform.jobs.runDue({ scheduled: true });
    await settle(t.app);
    expect(await postsOf(almaz, body)).toBe(0);
    // Still in the drafts, to be scheduled again or deleted.
    expect((await call(almaz, 'GET', `/api/v1/drafts/${draft.id}`)).json<Draft>().state).toBe(
      'draft',
    );
  });

  it('go back to the drafts, marked, when they can no longer go out', async () => {
    const community = await call(almaz, 'POST', '/api/v1/communities', {
      name: `Timket choir ${Date.now()}`,
      description: 'Singers of the Timket procession.',
      privacy: 'public',
    });
    const communityId = community.json<{ id: string }>().id;
    await call(dawit, 'PUT', `/api/v1/communities/${communityId}/membership`, {});
    const draft = await save(
      { body: 'For the choir', audience: 'community', communityId, scheduledAt: inMinutes(5) },
      dawit,
    );
    await call(dawit, 'DELETE', `/api/v1/communities/${communityId}/membership`);
    await publishScheduledJob(t.app.platform, {
      draftId: draft.id,
      scheduledAt: draft.scheduledAt ?? '',
    });
    const [row] = await t.app.platform.db
      .select({ state: postDrafts.state, failed: postDrafts.publishFailedAt })
      .from(postDrafts)
      .where(eq(postDrafts.id, draft.id));
    expect(row?.state).toBe('draft');
    expect(row?.failed).not.toBeNull();
    const opened = await call(dawit, 'GET', `/api/v1/drafts/${draft.id}`);
    expect(opened.json<Draft>()).toMatchObject({ publishFailed: true, scheduledAt: null });
  });
});
