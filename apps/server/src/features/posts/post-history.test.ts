import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedMember, get, type TestUser } from '../../test/accounts';
import { createTestApp, settle, type TestApp } from '../../test/test-app';

/*
 * Edit history (issue 36): an edit keeps what it replaced; whoever may read the post (or see the
 * comment) may read its history, nobody else; those who commented on a post are told of its edit.
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
  method: 'POST' | 'PUT' | 'DELETE' | 'PATCH',
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

async function newPost(
  user: TestUser,
  body: string,
  audience: 'public' | 'followers' = 'public',
): Promise<string> {
  const res = await send('POST', '/api/v1/posts', user, { body, audience });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

async function edit(postId: string, payload: Record<string, unknown>, user = almaz) {
  const res = await send('PATCH', `/api/v1/posts/${postId}`, user, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ editedAt: string | null; body: string }>();
}

interface Version {
  body: string;
  audience?: string;
  writtenAt: string;
  current: boolean;
}
const history = (url: string, user: TestUser) => get(t.app, url, user.jar);
const bodies = (items: Version[]) => items.map((item) => item.body);

async function editNotices(user: TestUser, postId: string) {
  const list = (await get(t.app, '/api/v1/notifications', user.jar)).json<{
    items: Array<{
      id: string;
      type: string;
      message: string;
      createdAt: string;
      data: { post_id?: string; link: string };
    }>;
  }>();
  return list.items.filter((item) => item.type === 'post_edited' && item.data.post_id === postId);
}

describe('post history', () => {
  it('keeps every earlier version, newest first, the current one first', async () => {
    const postId = await newPost(almaz, 'first', 'followers');
    const created = (await get(t.app, `/api/v1/posts/${postId}`, almaz.jar)).json<{
      createdAt: string;
    }>();
    const none = await history(`/api/v1/posts/${postId}/history`, almaz);
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json()).toEqual({
      items: [
        { body: 'first', audience: 'followers', writtenAt: created.createdAt, current: true },
      ],
      nextCursor: null,
    });

    const second = await edit(postId, { body: 'second' });
    await edit(postId, { audience: 'public' });
    const third = await edit(postId, { body: 'third' });
    const res = await history(`/api/v1/posts/${postId}/history`, almaz);
    const items = res.json<{ items: Version[] }>().items;
    expect(items).toEqual([
      { body: 'third', audience: 'public', writtenAt: third.editedAt, current: true },
      { body: 'second', audience: 'public', writtenAt: expect.any(String), current: false },
      { body: 'second', audience: 'followers', writtenAt: second.editedAt, current: false },
      { body: 'first', audience: 'followers', writtenAt: created.createdAt, current: false },
    ]);

    // Pages of earlier versions follow the cursor; the current version leads the first page only.
    const first = (await history(`/api/v1/posts/${postId}/history?limit=2`, almaz)).json<{
      items: Version[];
      nextCursor: string;
    }>();
    expect(bodies(first.items)).toEqual(['third', 'second', 'second']);
    const next = (
      await history(`/api/v1/posts/${postId}/history?limit=2&cursor=${first.nextCursor}`, almaz)
    ).json<{ items: Version[]; nextCursor: string | null }>();
    expect(next).toMatchObject({ items: [{ body: 'first', current: false }], nextCursor: null });
  });

  it('two edits at once each keep the text the other replaced', async () => {
    const postId = await newPost(almaz, 'v0');
    await Promise.all([edit(postId, { body: 'v1' }), edit(postId, { body: 'v2' })]);
    const items = (await history(`/api/v1/posts/${postId}/history`, almaz)).json<{
      items: Version[];
    }>().items;
    // One of them came second and kept the first one's text: no version is lost or doubled.
    expect(items).toHaveLength(3);
    expect(items[2]?.body).toBe('v0');
    expect(new Set(bodies(items))).toEqual(new Set(['v0', 'v1', 'v2']));
  });

  it('an edit that changes nothing keeps no version and marks nothing', async () => {
    const postId = await newPost(almaz, 'same');
    expect((await edit(postId, { body: 'same' })).editedAt).toBeNull();
    expect((await edit(postId, {})).editedAt).toBeNull();
    const items = (await history(`/api/v1/posts/${postId}/history`, almaz)).json<{
      items: Version[];
    }>().items;
    expect(bodies(items)).toEqual(['same']);
  });

  it('is read by exactly those who may read the post', async () => {
    const followersOnly = await newPost(almaz, 'for followers', 'followers');
    await edit(followersOnly, { body: 'for followers, edited' });
    const url = `/api/v1/posts/${followersOnly}/history`;
    expect((await history(url, almaz)).statusCode).toBe(200);
    expect((await history(url, dawit)).statusCode).toBe(200);
    const refused = await history(url, stranger);
    expect(refused.statusCode).toBe(404);
    // Nothing of the earlier text leaks in the refusal.
    expect(refused.body).not.toContain('for followers');

    const open = await newPost(almaz, 'for everyone');
    await edit(open, { body: 'for everyone, edited' });
    expect((await history(`/api/v1/posts/${open}/history`, stranger)).statusCode).toBe(200);
    expect((await get(t.app, `/api/v1/posts/${open}/history`, undefined)).statusCode).toBe(401);

    // A block either way hides the post and its history.
    const blocker = await createVerifiedMember(t.app);
    const theirs = await newPost(blocker, 'before the block');
    await edit(theirs, { body: 'after an edit' }, blocker);
    expect((await history(`/api/v1/posts/${theirs}/history`, stranger)).statusCode).toBe(200);
    await send('PUT', `/api/v1/profiles/${stranger.id}/block`, blocker);
    expect((await history(`/api/v1/posts/${theirs}/history`, stranger)).statusCode).toBe(404);
    expect((await get(t.app, `/api/v1/posts/${theirs}`, stranger.jar)).statusCode).toBe(404);
  });

  it('refuses bad input with a 4xx and changes nothing', async () => {
    const postId = await newPost(almaz, 'keep me');
    expect((await history('/api/v1/posts/not-a-uuid/history', almaz)).statusCode).toBe(400);
    expect((await history(`/api/v1/posts/${postId}/history?limit=0`, almaz)).statusCode).toBe(400);
    expect((await history(`/api/v1/posts/${postId}/history?cursor=abc`, almaz)).statusCode).toBe(
      400,
    );
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await history(`/api/v1/posts/${missing}/history`, almaz)).statusCode).toBe(404);
    const tooLong = await send('PATCH', `/api/v1/posts/${postId}`, almaz, {
      body: 'x'.repeat(5001),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(
      (await send('PATCH', `/api/v1/posts/${postId}`, dawit, { body: 'mine' })).statusCode,
    ).toBe(403);
    const items = (await history(`/api/v1/posts/${postId}/history`, almaz)).json<{
      items: Version[];
    }>().items;
    expect(bodies(items)).toEqual(['keep me']);
  });
});

describe('comments: editing and history', () => {
  it('the writer edits with the rules of writing; the history keeps the earlier text', async () => {
    const postId = await newPost(almaz, 'a post to talk about');
    const created = await send('POST', `/api/v1/posts/${postId}/comments`, dawit, {
      body: 'frist!',
    });
    const comment = created.json<{ id: string; editedAt: null; canEdit: boolean }>();
    expect(comment).toMatchObject({ editedAt: null, canEdit: true });

    const url = `/api/v1/comments/${comment.id}`;
    expect((await send('PATCH', url, dawit, { body: '   ' })).statusCode).toBe(400);
    expect((await send('PATCH', url, dawit, { body: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await send('PATCH', url, dawit, { body: 'ok', extra: 1 })).statusCode).toBe(400);
    // The post's author may remove it, not put words in its writer's mouth.
    expect((await send('PATCH', url, almaz, { body: 'rewritten' })).statusCode).toBe(403);

    const edited = await send('PATCH', url, dawit, { body: '  first!  ' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      body: 'first!',
      editedAt: expect.any(String),
      canEdit: true,
      canDelete: true,
    });
    const listed = (await get(t.app, `/api/v1/posts/${postId}/comments`, almaz.jar)).json<{
      items: Array<{ id: string; body: string; editedAt: string | null; canEdit: boolean }>;
    }>();
    expect(listed.items).toEqual([
      expect.objectContaining({ id: comment.id, body: 'first!', canEdit: false }),
    ]);

    const res = await history(`${url}/history`, stranger);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ items: Version[] }>().items).toEqual([
      { body: 'first!', writtenAt: edited.json<{ editedAt: string }>().editedAt, current: true },
      { body: 'frist!', writtenAt: expect.any(String), current: false },
    ]);
  });

  it("a comment's history follows its post's read rule and the writer's visibility", async () => {
    const postId = await newPost(almaz, 'followers talk', 'followers');
    const comment = (
      await send('POST', `/api/v1/posts/${postId}/comments`, dawit, { body: 'hello' })
    ).json<{ id: string }>();
    await send('PATCH', `/api/v1/comments/${comment.id}`, dawit, { body: 'hello again' });
    const url = `/api/v1/comments/${comment.id}/history`;
    expect((await history(url, almaz)).statusCode).toBe(200);
    expect((await history(url, stranger)).statusCode).toBe(404);
    expect(
      (await send('PATCH', `/api/v1/comments/${comment.id}`, stranger, { body: 'x' })).statusCode,
    ).toBe(404);

    // Someone who blocked the writer no longer sees the comment, nor its history.
    const reader = await createVerifiedMember(t.app);
    const open = await newPost(almaz, 'open talk');
    const theirs = (
      await send('POST', `/api/v1/posts/${open}/comments`, dawit, { body: 'open hello' })
    ).json<{ id: string }>();
    expect((await history(`/api/v1/comments/${theirs.id}/history`, reader)).statusCode).toBe(200);
    await send('PUT', `/api/v1/profiles/${dawit.id}/block`, reader);
    expect((await history(`/api/v1/comments/${theirs.id}/history`, reader)).statusCode).toBe(404);
  });
});

describe('those who commented are told of an edit', () => {
  it('once per edit, never the author, never across a block, not with comment notices off', async () => {
    const [kidist, muted, quiet] = await Promise.all([
      createVerifiedMember(t.app),
      createVerifiedMember(t.app),
      createVerifiedMember(t.app),
    ]);
    const postId = await newPost(almaz, 'draft of an announcement');
    for (const [user, body] of [
      [dawit, 'one'],
      [dawit, 'two'],
      [kidist, 'hi'],
      [muted, 'hey'],
      [quiet, 'yo'],
      [stranger, 'hm'],
      [almaz, 'my own'],
    ] as const)
      expect(
        (await send('POST', `/api/v1/posts/${postId}/comments`, user, { body })).statusCode,
      ).toBe(201);
    // muted muted the author; the stranger and the author block each other; quiet turned
    // comment notifications off.
    await send('PUT', `/api/v1/profiles/${almaz.id}/mute`, muted);
    await send('PUT', `/api/v1/profiles/${stranger.id}/block`, almaz);
    await send('PATCH', '/api/v1/me/notification-preferences', quiet, { notifyOnComments: false });
    await settle(t.app);

    await edit(postId, { body: 'the announcement' });
    await settle(t.app);
    const dawitNotices = await editNotices(dawit, postId);
    expect(dawitNotices).toHaveLength(1);
    expect(dawitNotices[0]).toMatchObject({
      message: 'Almaz Ayana edited a post you commented on',
      data: { link: `/post/${postId}` },
    });
    expect(await editNotices(kidist, postId)).toHaveLength(1);
    expect(await editNotices(almaz, postId)).toHaveLength(0);
    expect(await editNotices(muted, postId)).toHaveLength(0);
    expect(await editNotices(quiet, postId)).toHaveLength(0);
    expect(await editNotices(stranger, postId)).toHaveLength(0);

    // An edit that changes nothing tells nobody; a second real edit refreshes the one notice.
    const [before] = await editNotices(kidist, postId);
    await edit(postId, { body: 'the announcement' });
    await settle(t.app);
    expect(await editNotices(kidist, postId)).toEqual([before]);
    await edit(postId, { body: 'the announcement, corrected' });
    await settle(t.app);
    const after = await editNotices(kidist, postId);
    expect(after).toHaveLength(1);
    expect(after[0]?.id).toBe(before?.id);
    expect(after[0]?.createdAt).not.toBe(before?.createdAt);
    expect(await editNotices(dawit, postId)).toHaveLength(1);
  });

  it('not those who may no longer read the post', async () => {
    const reader = await createVerifiedMember(t.app);
    const postId = await newPost(almaz, 'open for now');
    await send('POST', `/api/v1/posts/${postId}/comments`, reader, { body: 'nice' });
    await send('POST', `/api/v1/posts/${postId}/comments`, dawit, { body: 'nice too' });
    await edit(postId, { audience: 'followers' });
    await settle(t.app);
    expect(await editNotices(reader, postId)).toHaveLength(0);
    expect(await editNotices(dawit, postId)).toHaveLength(1);
  });
});
