import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postPolls } from '../../db/schema/polls';
import { createVerifiedMember, get, type TestUser } from '../../test/accounts';
import { joinApproved } from '../../test/communities';
import { createTestApp, settle, type TestApp } from '../../test/test-app';
import { pollClosedJob } from './polls.service';

/*
 * Polls (issue 36): made with the post; whoever may read the post sees the poll and votes, nobody
 * else (404); counts only after one's vote or the close; votes are private; the author is told
 * once when it closes.
 */

let t: TestApp;
let almaz: TestUser;
let dawit: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  [almaz, dawit, stranger] = await Promise.all([
    createVerifiedMember(t.app, { fullName: 'Almaz Ayana' }),
    createVerifiedMember(t.app),
    createVerifiedMember(t.app),
  ]);
  // Dawit follows Almaz; the stranger follows no one.
  await send('PUT', `/api/v1/profiles/${almaz.id}/follow`, dawit);
});
afterAll(() => t.close());

function send(
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  user: TestUser,
  payload?: Record<string, unknown>,
) {
  return t.app.inject({
    method,
    url,
    headers: { cookie: user.jar.header() },
    ...(payload ? { payload } : {}),
  });
}

interface PollView {
  multiple: boolean;
  closesAt: string;
  closed: boolean;
  resultsVisible: boolean;
  totalVoters: number;
  options: Array<{ id: string; text: string; votes: number | null }>;
  myChoices: string[];
}

let pollCount = 0;
const inHours = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();

async function pollPost(
  poll: Record<string, unknown> = {},
  audience: 'public' | 'followers' = 'public',
  user = almaz,
): Promise<{ id: string; poll: PollView }> {
  // Each poll asks in its own words: the same text a third time in ten minutes is held (issue 37).
  pollCount += 1;
  const res = await send('POST', '/api/v1/posts', user, {
    body: `Where shall we meet, round ${pollCount}?`,
    audience,
    poll: { options: ['Bole', 'Piassa', 'Merkato'], closesAt: inHours(24), ...poll },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string; poll: PollView }>();
}

const vote = (postId: string, user: TestUser, optionIds: string[]) =>
  send('POST', `/api/v1/posts/${postId}/poll/votes`, user, { optionIds });

async function pollOf(postId: string, user: TestUser): Promise<PollView | undefined> {
  const res = await get(t.app, `/api/v1/posts/${postId}`, user.jar);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ poll?: PollView }>().poll;
}

async function closeNow(postId: string): Promise<void> {
  await t.app.platform.db
    .update(postPolls)
    .set({ closesAt: new Date(Date.now() - 1000) })
    .where(eq(postPolls.postId, postId));
}

describe('polls', () => {
  it('is made with its post, options in order, counts hidden before a vote', async () => {
    const post = await pollPost({ options: [' Bole ', 'Piassa'], multiple: true });
    expect(post.poll).toMatchObject({
      multiple: true,
      closed: false,
      resultsVisible: false,
      totalVoters: 0,
      myChoices: [],
    });
    expect(post.poll.options.map((option) => [option.text, option.votes])).toEqual([
      ['Bole', null],
      ['Piassa', null],
    ]);
    // A post without a poll has no poll field.
    const plain = await send('POST', '/api/v1/posts', almaz, { body: 'No poll' });
    expect(plain.json<{ poll?: unknown }>().poll).toBeUndefined();
  });

  it('shows in the home feed on its own post only, with my choice and my like (the page is one statement)', async () => {
    const post = await pollPost();
    const plain = await send('POST', '/api/v1/posts', almaz, { body: 'No poll here' });
    const plainId = plain.json<{ id: string }>().id;
    const [first] = post.poll.options;
    expect((await vote(post.id, dawit, [first?.id ?? ''])).statusCode).toBe(200);
    expect((await send('PUT', `/api/v1/posts/${post.id}/like`, dawit)).statusCode).toBeLessThan(
      300,
    );
    await settle(t.app);
    const feed = await get(t.app, '/api/v1/feed?limit=20', dawit.jar);
    expect(feed.statusCode, feed.body).toBe(200);
    const items = feed.json<{
      items: Array<{ id: string; viewer: { liked: boolean }; poll?: PollView }>;
    }>().items;
    const withPoll = items.find((item) => item.id === post.id);
    expect(withPoll?.viewer.liked).toBe(true);
    expect(withPoll?.poll?.myChoices).toEqual([first?.id]);
    expect(withPoll?.poll?.options.map((option) => option.text)).toEqual([
      'Bole',
      'Piassa',
      'Merkato',
    ]);
    const without = items.find((item) => item.id === plainId);
    expect(without).toBeDefined();
    expect(without?.poll).toBeUndefined();
  });

  it('refuses a bad poll with a 400 and a clear message', async () => {
    const bad: Array<Record<string, unknown>> = [
      { options: ['Only one'], closesAt: inHours(1) },
      { options: ['1', '2', '3', '4', '5', '6', '7'], closesAt: inHours(1) },
      { options: ['Same', ' same '], closesAt: inHours(1) },
      { options: ['Fine', '   '], closesAt: inHours(1) },
      { options: ['Fine', 'x'.repeat(81)], closesAt: inHours(1) },
      { options: ['A', 'B'], closesAt: new Date(Date.now() + 60_000).toISOString() },
      { options: ['A', 'B'], closesAt: inHours(31 * 24) },
      { options: ['A', 'B'], closesAt: 'tomorrow' },
      { options: ['A', 'B'], closesAt: inHours(2), extra: true },
    ];
    for (const poll of bad) {
      const res = await send('POST', '/api/v1/posts', almaz, { body: 'Q?', poll });
      expect(res.statusCode, JSON.stringify(poll)).toBe(400);
      expect(res.json<{ error: { message: string } }>().error.message.length).toBeGreaterThan(0);
    }
  });

  it('single choice: one option; a second vote replaces the first; results after voting', async () => {
    const post = await pollPost();
    const [bole, piassa, merkato] = post.poll.options.map((option) => option.id);
    expect((await vote(post.id, dawit, [bole ?? '', piassa ?? ''])).statusCode).toBe(400);
    const first = await vote(post.id, dawit, [bole ?? '']);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<PollView>()).toMatchObject({ resultsVisible: true, myChoices: [bole] });
    const second = (await vote(post.id, dawit, [merkato ?? ''])).json<PollView>();
    expect(second.myChoices).toEqual([merkato]);
    expect(second.totalVoters).toBe(1);
    expect(second.options.map((option) => option.votes)).toEqual([0, 0, 1]);
    // The author may vote too; the stranger (a public post) as well.
    expect((await vote(post.id, almaz, [merkato ?? ''])).statusCode).toBe(200);
    expect((await vote(post.id, stranger, [piassa ?? ''])).statusCode).toBe(200);
    const seen = await pollOf(post.id, dawit);
    expect(seen?.options.map((option) => option.votes)).toEqual([0, 1, 2]);
    expect(seen?.totalVoters).toBe(3);
    // An option of another poll, or none, is refused.
    const other = await pollPost();
    expect((await vote(post.id, dawit, [other.poll.options[0]?.id ?? ''])).statusCode).toBe(400);
    expect((await vote(post.id, dawit, [])).statusCode).toBe(400);
  });

  it('multiple choice counts each option once per voter; a vote can be withdrawn', async () => {
    const post = await pollPost({ multiple: true });
    const ids = post.poll.options.map((option) => option.id);
    const res = await vote(post.id, dawit, [ids[0] ?? '', ids[2] ?? '', ids[2] ?? '']);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PollView>().options.map((option) => option.votes)).toEqual([1, 0, 1]);
    expect(res.json<PollView>().totalVoters).toBe(1);
    const withdrawn = await send('DELETE', `/api/v1/posts/${post.id}/poll/votes`, dawit);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json<PollView>()).toMatchObject({
      resultsVisible: false,
      totalVoters: 0,
      myChoices: [],
    });
  });

  it('keeps votes private: nobody sees who voted, nor anyone else’s choices', async () => {
    const post = await pollPost();
    await vote(post.id, dawit, [post.poll.options[1]?.id ?? '']);
    const asAuthor = await get(t.app, `/api/v1/posts/${post.id}`, almaz.jar);
    expect(asAuthor.body).not.toContain(dawit.id);
    expect(asAuthor.json<{ poll: PollView }>().poll).toMatchObject({
      resultsVisible: false,
      myChoices: [],
      totalVoters: 1,
    });
  });

  it('shows results to everyone once closed, and refuses votes then (409)', async () => {
    const post = await pollPost();
    await vote(post.id, dawit, [post.poll.options[0]?.id ?? '']);
    await closeNow(post.id);
    const poll = await pollOf(post.id, stranger);
    expect(poll).toMatchObject({ closed: true, resultsVisible: true, myChoices: [] });
    expect(poll?.options.map((option) => option.votes)).toEqual([1, 0, 0]);
    const late = await vote(post.id, stranger, [post.poll.options[0]?.id ?? '']);
    expect(late.statusCode).toBe(409);
    expect(late.json<{ error: { message: string } }>().error.message).toMatch(/closed/);
    expect((await send('DELETE', `/api/v1/posts/${post.id}/poll/votes`, dawit)).statusCode).toBe(
      409,
    );
  });

  it('follows the post’s audience: a stranger and a blocked member get 404', async () => {
    const post = await pollPost({}, 'followers');
    const option = post.poll.options[0]?.id ?? '';
    expect((await vote(post.id, dawit, [option])).statusCode).toBe(200);
    expect((await vote(post.id, stranger, [option])).statusCode).toBe(404);
    expect((await get(t.app, `/api/v1/posts/${post.id}`, stranger.jar)).statusCode).toBe(404);
    const blocked = await createVerifiedMember(t.app);
    const open = await pollPost({}, 'public');
    await send('PUT', `/api/v1/profiles/${blocked.id}/block`, almaz);
    expect((await vote(open.id, blocked, [open.poll.options[0]?.id ?? ''])).statusCode).toBe(404);
    // A post without a poll: 404 too.
    const plain = await send('POST', '/api/v1/posts', almaz, { body: 'No poll' });
    const plainId = plain.json<{ id: string }>().id;
    expect((await vote(plainId, dawit, [option])).statusCode).toBe(404);
    expect((await send('POST', `/api/v1/posts/${plainId}/poll/votes`, dawit, {})).statusCode).toBe(
      400,
    );
  });

  it('ends two votes at once of a single-choice voter with one choice (the poll row is locked)', async () => {
    const post = await pollPost();
    const [a, b, c] = post.poll.options.map((option) => option.id);
    const answers = await Promise.all(
      [a, b, c, a, b].map((option) => vote(post.id, dawit, [option ?? ''])),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const poll = await pollOf(post.id, dawit);
    expect(poll?.myChoices).toHaveLength(1);
    expect(poll?.totalVoters).toBe(1);
    expect(poll?.options.reduce((sum, option) => sum + (option.votes ?? 0), 0)).toBe(1);
  });

  it('in a private community: its members see the poll and vote, nobody else', async () => {
    const created = await send('POST', '/api/v1/communities', almaz, {
      name: `Poll runners ${Date.now()}`,
      description: 'We vote on where to run on Sunday mornings.',
      privacy: 'private',
    });
    expect(created.statusCode, created.body).toBe(201);
    const communityId = created.json<{ id: string }>().id;
    await joinApproved(t.app, communityId, dawit, almaz, 'I run too');
    const res = await send('POST', '/api/v1/posts', almaz, {
      body: 'Which route?',
      audience: 'community',
      communityId,
      poll: { options: ['Entoto', 'Meskel Square'], closesAt: inHours(2) },
    });
    expect(res.statusCode, res.body).toBe(201);
    const post = res.json<{ id: string; poll: PollView }>();
    const option = post.poll.options[1]?.id ?? '';
    expect((await vote(post.id, dawit, [option])).statusCode).toBe(200);
    // Dawit follows Almaz, but the post belongs to the community: not to her followers.
    const outsider = await createVerifiedMember(t.app);
    expect((await vote(post.id, outsider, [option])).statusCode).toBe(404);
    expect((await pollOf(post.id, almaz))?.totalVoters).toBe(1);
  });

  it('tells the author once when the poll closes (the job at the closing time)', async () => {
    const post = await pollPost();
    await settle(t.app);
    // Before the closing time the job does nothing.
    await pollClosedJob(t.app.platform, post.id);
    const notices = async () =>
      (await get(t.app, '/api/v1/notifications', almaz.jar))
        .json<{ items: Array<{ type: string; data: { post_id?: string; link: string } }> }>()
        .items.filter((item) => item.type === 'poll_closed' && item.data.post_id === post.id);
    expect(await notices()).toEqual([]);
    await closeNow(post.id);
    // The job queued with the post (startAfter: the closing time) runs, then a retry of it.
    expect(await t.app.platform.jobs.runDue({ scheduled: true })).toBeGreaterThan(0);
    await pollClosedJob(t.app.platform, post.id);
    await settle(t.app);
    const told = await notices();
    expect(told).toHaveLength(1);
    expect(told[0]?.data.link).toBe(`/post/${post.id}`);
    // A voter is not told.
    const voterNotices = (await get(t.app, '/api/v1/notifications', dawit.jar))
      .json<{ items: Array<{ type: string }> }>()
      .items.filter((item) => item.type === 'poll_closed');
    expect(voterNotices).toEqual([]);
  });
});
