import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Draft } from '@aebro/shared/drafts';
import type { Notification } from '@aebro/shared/notifications';
import { posts } from '../../db/schema/posts';
import { caller, createVerifiedMember, type TestUser } from '../../test/accounts';
import { createTestApp, settle, type TestApp } from '../../test/test-app';
import { publishScheduledJob } from './drafts.service';

/*
 * A scheduled post's author is told when it goes out (if their switch allows) and, always, when it
 * could not go out and went back to the drafts (issue 36). Once per run, however often the job runs.
 */

let t: TestApp;
let almaz: TestUser;
let selam: TestUser;
let dawit: TestUser;
const call = caller(() => t.app);
beforeAll(async () => {
  t = await createTestApp();
  [almaz, selam, dawit] = await Promise.all([
    createVerifiedMember(t.app, { fullName: 'Almaz Notice' }),
    createVerifiedMember(t.app, { fullName: 'Selam Notice' }),
    createVerifiedMember(t.app, { fullName: 'Dawit Notice' }),
  ]);
});
afterAll(() => t.close());

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

async function schedule(user: TestUser, payload: Record<string, unknown>): Promise<Draft> {
  const res = await call(user, 'POST', '/api/v1/drafts', { scheduledAt: inMinutes(5), ...payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Draft>();
}

/** Runs the draft's job (twice: a retry, a second process) and waits for its effects. */
async function runJob(draft: Draft): Promise<void> {
  const job = { draftId: draft.id, scheduledAt: draft.scheduledAt ?? '' };
  await publishScheduledJob(t.app.platform, job);
  await publishScheduledJob(t.app.platform, job);
  await settle(t.app);
}

async function notices(user: TestUser, type: string): Promise<Notification[]> {
  const res = await call(user, 'GET', '/api/v1/notifications');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: Notification[] }>().items.filter((n) => n.type === type);
}

describe('notices of scheduled posts', () => {
  it('tell the author once that the post went out, leading to it, in their language', async () => {
    const amharic = await call(almaz, 'PATCH', '/api/v1/me/profile', { languagePreference: 'am' });
    expect(amharic.statusCode, amharic.body).toBe(200);
    const body = `Melkam Timket ${Date.now()}`;
    await runJob(await schedule(almaz, { body }));
    const [published] = await t.app.platform.db
      .select({ postId: posts.id })
      .from(posts)
      .where(and(eq(posts.authorId, almaz.id), eq(posts.body, body)));
    const [notice, ...more] = await notices(almaz, 'scheduled_post_published');
    expect(more).toEqual([]);
    expect(published?.postId).toBeDefined();
    expect(notice?.data.post_id).toBe(published?.postId);
    expect(notice?.data.link).toBe(`/post/${published?.postId}`);
    expect(notice?.data.actor_display_name).toBe('Aebro');
    expect(notice?.title).toBe('የታቀደው ልጥፍዎ ተለጥፏል');
    expect(await notices(almaz, 'scheduled_post_failed')).toEqual([]);
  });

  it('follow the "scheduled posts" switch for a post that went out', async () => {
    const off = await call(selam, 'PATCH', '/api/v1/me/notification-preferences', {
      notifyOnScheduledPosts: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json<{ notifyOnScheduledPosts: boolean }>().notifyOnScheduledPosts).toBe(false);
    const got = await call(selam, 'GET', '/api/v1/me/notification-preferences');
    expect(got.json<{ notifyOnScheduledPosts: boolean }>().notifyOnScheduledPosts).toBe(false);
    await runJob(await schedule(selam, { body: `Quietly out ${Date.now()}` }));
    expect(await notices(selam, 'scheduled_post_published')).toEqual([]);
  });

  it('always tell the author when it could not go out, leading to the draft', async () => {
    const community = await call(almaz, 'POST', '/api/v1/communities', {
      name: `Notice choir ${Date.now()}`,
      description: 'Singers of the Timket procession.',
      privacy: 'public',
    });
    const communityId = community.json<{ id: string }>().id;
    await call(dawit, 'PUT', `/api/v1/communities/${communityId}/membership`, {});
    await call(dawit, 'PATCH', '/api/v1/me/notification-preferences', {
      notifyOnScheduledPosts: false,
    });
    const draft = await schedule(dawit, {
      body: 'For the choir',
      audience: 'community',
      communityId,
    });
    await call(dawit, 'DELETE', `/api/v1/communities/${communityId}/membership`);
    await runJob(draft);
    const [notice, ...more] = await notices(dawit, 'scheduled_post_failed');
    expect(more).toEqual([]);
    expect(notice?.data.draft_id).toBe(draft.id);
    expect(notice?.data.link).toBe(`/drafts/${draft.id}`);
    expect(notice?.message).toContain('back in your drafts');
    expect(await notices(dawit, 'scheduled_post_published')).toEqual([]);
  });
});
