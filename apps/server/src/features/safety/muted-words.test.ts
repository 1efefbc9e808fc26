import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mutedWords } from '../../db/schema/safety';
import { caller, createVerifiedMember, type TestUser } from '../../test/accounts';
import { createTestApp, settle, type TestApp } from '../../test/test-app';

/**
 * Issue 37: muted words hide posts, comments and notifications from the member's feeds, comments,
 * notifications and search, matched with search's own folding (ሰ/ሠ, Latin transliteration).
 */

let t: TestApp;
let reader: TestUser;
let writer: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  [reader, writer] = await Promise.all([
    createVerifiedMember(t.app, { fullName: 'Hana Reader' }),
    createVerifiedMember(t.app, { fullName: 'Yonas Writer' }),
  ]);
  await call(reader, 'PUT', `/api/v1/profiles/${writer.id}/follow`);
});
afterAll(() => t.close());
const call = caller(() => t.app);

async function ok<T>(
  user: TestUser,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  body?: unknown,
) {
  const response = await call(user, method, url, body);
  expect([200, 201], response.body).toContain(response.statusCode);
  return response.json<T>();
}
const write = async (body: string) =>
  (await ok<{ id: string }>(writer, 'POST', '/api/v1/posts', { body })).id;
const ids = async (url: string) =>
  (await ok<{ items: Array<{ id: string }> }>(reader, 'GET', url)).items.map((item) => item.id);
const mute = (phrase: string, extra: Record<string, unknown> = {}) =>
  ok<{ id: string; expiresAt: string | null }>(reader, 'POST', '/api/v1/me/muted-words', {
    phrase,
    ...extra,
  });
const unmuteAll = async () => {
  await t.app.platform.db.delete(mutedWords).where(eq(mutedWords.userId, reader.id));
};

/** Where the reader meets posts: the home feed, /posts and search. */
async function placesOf(postId: string, query: string) {
  const [feed, everyone, search] = await Promise.all([
    ids('/api/v1/feed?limit=50'),
    ids('/api/v1/posts?limit=50'),
    ids(`/api/v1/posts?q=${encodeURIComponent(query)}`),
  ]);
  return {
    feed: feed.includes(postId),
    posts: everyone.includes(postId),
    search: search.includes(postId),
  };
}
const everywhere = { feed: true, posts: true, search: true };
const nowhere = { feed: false, posts: false, search: false };

describe('muted words', () => {
  it("hide a Ge'ez post from feed, /posts and search, in its folded spelling too (ሠ for ሰ)", async () => {
    const folded = await write('ሠላም ለሁላችሁ፣ እንዴት ናችሁ?');
    const other = await write('መልካም ቀን');
    await settle(t.app);
    expect(await placesOf(folded, 'ሁላችሁ')).toEqual(everywhere);
    await mute('ሰላም');
    expect(await placesOf(folded, 'ሁላችሁ')).toEqual(nowhere);
    expect(await placesOf(other, 'መልካም')).toEqual(everywhere);
    await unmuteAll();
    expect(await placesOf(folded, 'ሁላችሁ')).toEqual(everywhere);
  });

  it("in Latin letters hide the same word written in Ge'ez (the transliteration of search)", async () => {
    const geez = await write('ሰላም ወንድሞች');
    await settle(t.app);
    await mute('Selam');
    expect(await placesOf(geez, 'ወንድሞች')).toEqual(nowhere);
    await unmuteAll();
  });

  it('match a whole word, or anywhere in a word', async () => {
    const plural = await write('The elections are next week');
    const single = await write('Election day, finally!');
    await settle(t.app);
    await mute('election');
    expect(await placesOf(single, 'finally')).toEqual(nowhere);
    expect(await placesOf(plural, 'next week')).toEqual(everywhere);
    await unmuteAll();
    await mute('election', { wholeWord: false });
    expect(await placesOf(plural, 'next week')).toEqual(nowhere);
    await unmuteAll();
  });

  it('keep pages full: the filter is in the query, before the page is cut', async () => {
    const kept = await write('an ordinary morning');
    await write('politics one');
    await write('politics two');
    await settle(t.app);
    await mute('politics');
    expect(await ids('/api/v1/feed?limit=1')).toEqual([kept]);
    await unmuteAll();
  });

  it('hide comments that hold them', async () => {
    const post = await write('Photos from the weekend');
    const plain = await ok<{ id: string }>(writer, 'POST', `/api/v1/posts/${post}/comments`, {
      body: 'Lovely pictures',
    });
    const muted = await ok<{ id: string }>(writer, 'POST', `/api/v1/posts/${post}/comments`, {
      body: 'ሠላም! ቆንጆ ፎቶዎች',
    });
    await mute('ሰላም');
    expect(await ids(`/api/v1/posts/${post}/comments`)).toEqual([plain.id]);
    await unmuteAll();
    expect(await ids(`/api/v1/posts/${post}/comments`)).toEqual([plain.id, muted.id]);
  });

  it('hide notifications about a post that holds them, and the count with them', async () => {
    const mine = await ok<{ id: string }>(reader, 'POST', '/api/v1/posts', {
      body: 'Who is coming to the Timket celebration?',
    });
    await call(reader, 'POST', '/api/v1/notifications/clear-all');
    await call(writer, 'PUT', `/api/v1/posts/${mine.id}/like`);
    await settle(t.app);
    const types = async () =>
      (
        await ok<{ items: Array<{ type: string }> }>(reader, 'GET', '/api/v1/notifications')
      ).items.map((item) => item.type);
    const unread = async () =>
      (await ok<{ count: number }>(reader, 'GET', '/api/v1/notifications/unread-count')).count;
    expect(await types()).toEqual(['like']);
    await mute('timket');
    expect(await types()).toEqual([]);
    expect(await unread()).toBe(0);
    await unmuteAll();
    // A person's name is muted too: the notifications that show it.
    await mute('Yonas');
    expect(await types()).toEqual([]);
    await unmuteAll();
    expect(await unread()).toBe(1);
  });

  it('expire: a word past its time hides nothing and leaves the list', async () => {
    const post = await write('Coffee ceremony tonight');
    await settle(t.app);
    const word = await mute('coffee', { expiresIn: '7d' });
    const days = (Date.parse(word.expiresAt ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);
    expect(await placesOf(post, 'ceremony')).toEqual(nowhere);
    await t.app.platform.db
      .update(mutedWords)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(mutedWords.id, word.id));
    expect(await placesOf(post, 'ceremony')).toEqual(everywhere);
    expect(await ids('/api/v1/me/muted-words')).toEqual([]);
  });

  it('are listed, removed by their owner only, and validated', async () => {
    const word = await mute('ምርጫ', { expiresIn: '1d' });
    const listed = await ok<{ items: Array<{ id: string; phrase: string; wholeWord: boolean }> }>(
      reader,
      'GET',
      '/api/v1/me/muted-words',
    );
    expect(listed.items).toEqual([
      expect.objectContaining({ id: word.id, phrase: 'ምርጫ', wholeWord: true }),
    ]);
    expect((await call(writer, 'DELETE', `/api/v1/me/muted-words/${word.id}`)).statusCode).toBe(
      404,
    );
    await ok(reader, 'DELETE', `/api/v1/me/muted-words/${word.id}`);
    expect(await ids('/api/v1/me/muted-words')).toEqual([]);
    for (const payload of [
      { phrase: '   ' },
      { phrase: '!!!' },
      { phrase: 'x'.repeat(101) },
      { phrase: 'ok', expiresIn: '2d' },
      { phrase: 'ok', wholeWord: 'yes' },
    ]) {
      const refused = await call(reader, 'POST', '/api/v1/me/muted-words', payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json<{ error: { message: string } }>().error.message).not.toBe('');
    }
  });
});
