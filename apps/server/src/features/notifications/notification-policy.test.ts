import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation } from '@aebro/shared/messages';
import type {
  NotificationPolicy,
  ReachCategory,
  ReachChoice,
} from '@aebro/shared/notification-filters';
import { conversationMembers } from '../../db/schema/messages';
import { userNotifications } from '../../db/schema/notifications';
import { profiles } from '../../db/schema/profiles';
import { caller, createVerifiedMember, type TestUser } from '../../test/accounts';
import { createTestApp, settle, type TestApp } from '../../test/test-app';

/**
 * Issue 37: the notification policy's three choices for each of its three categories, for
 * notifications and for message requests, decided by the one rule (notifications/reach.service).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const call = caller(() => t.app);

async function ok(
  user: TestUser,
  method: 'GET' | 'PUT' | 'PATCH' | 'POST',
  url: string,
  payload?: unknown,
) {
  const response = await call(user, method, url, payload);
  expect([200, 201], response.body).toContain(response.statusCode);
  return response;
}

/** Makes an account older than 30 days (the policy's "new account" no longer applies). */
async function age(user: TestUser): Promise<void> {
  await t.app.platform.db
    .update(profiles)
    .set({ createdAt: sql`now() - interval '60 days'` })
    .where(eq(profiles.id, user.id));
}

/**
 * A recipient and an actor who falls in exactly one category (the others are "accept"): someone
 * the recipient does not follow (who follows them, and is old), someone who does not follow the
 * recipient (whom they follow, old), or a new account (both follow each other).
 */
async function pair(category: ReachCategory, choice: ReachChoice) {
  const [recipient, actor] = await Promise.all([
    createVerifiedMember(t.app),
    createVerifiedMember(t.app),
  ]);
  if (category !== 'notFollowing')
    await ok(recipient, 'PUT', `/api/v1/profiles/${actor.id}/follow`);
  if (category !== 'notFollowers')
    await ok(actor, 'PUT', `/api/v1/profiles/${recipient.id}/follow`);
  if (category !== 'newAccounts') await age(actor);
  await settle(t.app);
  await ok(recipient, 'POST', '/api/v1/notifications/clear-all');
  const policy: Partial<NotificationPolicy> = { [category]: choice };
  const saved = await ok(recipient, 'PATCH', '/api/v1/me/notification-policy', policy);
  expect(saved.json()).toMatchObject(policy);
  return { recipient, actor };
}

async function notifications(user: TestUser) {
  await settle(t.app);
  const [list, count, filtered] = await Promise.all([
    ok(user, 'GET', '/api/v1/notifications'),
    ok(user, 'GET', '/api/v1/notifications/unread-count'),
    ok(user, 'GET', '/api/v1/notifications/filtered'),
  ]);
  return {
    listed: list.json<{ items: Array<{ type: string }> }>().items,
    unread: count.json<{ count: number }>().count,
    filtered: filtered.json<{ items: Array<{ type: string }>; count: number }>(),
  };
}

const cases = (['notFollowing', 'notFollowers', 'newAccounts'] as const).flatMap((category) =>
  (['accept', 'filter', 'drop'] as const).map((choice) => ({ category, choice })),
);

describe('the notification policy for notifications', () => {
  it.each(cases)('$category: $choice', async ({ category, choice }) => {
    const { recipient, actor } = await pair(category, choice);
    const post = await ok(recipient, 'POST', '/api/v1/posts', { body: 'Selam, friends' });
    await ok(actor, 'PUT', `/api/v1/posts/${post.json<{ id: string }>().id}/like`);
    const seen = await notifications(recipient);
    const stored = await t.app.platform.db
      .select({ filtered: userNotifications.filtered })
      .from(userNotifications)
      .where(
        sql`${userNotifications.userId} = ${recipient.id} and ${userNotifications.type} = 'like'`,
      );
    if (choice === 'accept') {
      expect(seen.listed.map((item) => item.type)).toEqual(['like']);
      expect(seen.unread).toBe(1);
      expect(seen.filtered).toEqual({ items: [], count: 0 });
    } else if (choice === 'filter') {
      // Kept under Filtered: no bell, no badge, and no push (it was never delivered).
      expect(seen.listed).toEqual([]);
      expect(seen.unread).toBe(0);
      expect(seen.filtered.count).toBe(1);
      expect(seen.filtered.items.map((item) => item.type)).toEqual(['like']);
      expect(stored).toEqual([{ filtered: true }]);
    } else {
      // Dropped: not stored at all.
      expect(seen.listed).toEqual([]);
      expect(seen.filtered.count).toBe(0);
      expect(stored).toEqual([]);
    }
  });

  it('takes the strictest choice when someone is in several categories', async () => {
    const [recipient, stranger] = await Promise.all([
      createVerifiedMember(t.app),
      createVerifiedMember(t.app),
    ]);
    await ok(recipient, 'PATCH', '/api/v1/me/notification-policy', {
      notFollowing: 'filter',
      newAccounts: 'drop',
    });
    const post = await ok(recipient, 'POST', '/api/v1/posts', { body: 'hello' });
    await ok(stranger, 'PUT', `/api/v1/posts/${post.json<{ id: string }>().id}/like`);
    const seen = await notifications(recipient);
    expect(seen.listed).toEqual([]);
    expect(seen.filtered.count).toBe(0);
  });

  it('refuses a choice it does not know, and an empty change', async () => {
    const member = await createVerifiedMember(t.app);
    for (const payload of [{ notFollowing: 'mute' }, {}]) {
      const refused = await call(member, 'PATCH', '/api/v1/me/notification-policy', payload);
      expect(refused.statusCode, refused.body).toBe(400);
    }
    expect((await ok(member, 'GET', '/api/v1/me/notification-policy')).json()).toEqual({
      notFollowing: 'accept',
      notFollowers: 'accept',
      newAccounts: 'accept',
    });
  });
});

describe('the notification policy for message requests', () => {
  it.each(cases)('$category: $choice', async ({ category, choice }) => {
    const { recipient, actor } = await pair(category, choice);
    const opened = await ok(actor, 'POST', '/api/v1/conversations', { userId: recipient.id });
    const conversation = opened.json<Conversation>();
    await ok(actor, 'POST', `/api/v1/conversations/${conversation.id}/messages`, {
      clientId: randomUUID(),
      body: 'Selam! May I ask you something?',
    });
    await settle(t.app);
    const box = async (name: string) =>
      (await ok(recipient, 'GET', `/api/v1/conversations?box=${name}`))
        .json<{ items: Conversation[] }>()
        .items.map((item) => item.id);
    const [inbox, requests, filtered, totals] = await Promise.all([
      box('inbox'),
      box('requests'),
      box('filtered'),
      ok(recipient, 'GET', '/api/v1/conversations/unread-count'),
    ]);
    const [member] = await t.app.platform.db
      .select({ state: conversationMembers.state })
      .from(conversationMembers)
      .where(
        sql`${conversationMembers.conversationId} = ${conversation.id} and ${conversationMembers.userId} = ${recipient.id}`,
      );
    // Someone the recipient follows lands in the inbox when accepted; anyone else in Requests.
    const accepted = category === 'notFollowing' ? 'requests' : 'inbox';
    const where = choice === 'accept' ? accepted : choice === 'filter' ? 'filtered' : 'nowhere';
    expect({ inbox, requests, filtered }).toEqual({
      inbox: where === 'inbox' ? [conversation.id] : [],
      requests: where === 'requests' ? [conversation.id] : [],
      filtered: where === 'filtered' ? [conversation.id] : [],
    });
    expect(member?.state).toBe(
      choice === 'accept'
        ? accepted === 'inbox'
          ? 'accepted'
          : 'request'
        : choice === 'filter'
          ? 'filtered'
          : 'declined',
    );
    const counts = totals.json<{ requests: number; filtered: number }>();
    expect(counts.filtered).toBe(choice === 'filter' ? 1 : 0);
    expect(counts.requests).toBe(where === 'requests' ? 1 : 0);
    // The message's notification follows the same rule: filtered or dropped, never rung.
    const seen = await notifications(recipient);
    expect(seen.listed.some((item) => item.type === 'message')).toBe(choice === 'accept');
    expect(seen.filtered.items.some((item) => item.type === 'message')).toBe(choice === 'filter');
  });

  it('a filtered request can be accepted into the inbox, and then its messages are not filtered', async () => {
    const { recipient, actor } = await pair('notFollowing', 'filter');
    const conversation = (
      await ok(actor, 'POST', '/api/v1/conversations', { userId: recipient.id })
    ).json<Conversation>();
    await ok(actor, 'POST', `/api/v1/conversations/${conversation.id}/messages`, {
      clientId: randomUUID(),
      body: 'hello',
    });
    await ok(recipient, 'PUT', `/api/v1/conversations/${conversation.id}/request`);
    const inbox = (await ok(recipient, 'GET', '/api/v1/conversations?box=inbox')).json<{
      items: Conversation[];
    }>();
    expect(inbox.items.map((item) => item.id)).toEqual([conversation.id]);
    // Accepted, the conversation is the recipient's: its next message rings the bell.
    await ok(recipient, 'POST', '/api/v1/notifications/clear-all');
    await ok(actor, 'POST', `/api/v1/conversations/${conversation.id}/messages`, {
      clientId: randomUUID(),
      body: 'thank you!',
    });
    const seen = await notifications(recipient);
    expect(seen.listed.map((item) => item.type)).toEqual(['message']);
    expect(seen.unread).toBe(1);
  });
});
