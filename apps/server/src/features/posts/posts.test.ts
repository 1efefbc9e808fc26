import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../../db/schema/posts';
import { createVerifiedMember, get, type TestUser } from '../../test/accounts';
import { createTestApp, type TestApp, settle } from '../../test/test-app';

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

async function upload(user: TestUser): Promise<string> {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#14532d' } })
    .png()
    .toBuffer();
  const boundary = '----aebro';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/media/images',
    payload,
    headers: {
      cookie: user.jar.header(),
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().key;
}

const countPosts = async () =>
  (await t.app.platform.db.select({ id: posts.id }).from(posts)).length;

describe('creating posts', () => {
  it('takes text and up to 4 of my photos', async () => {
    const keys = [await upload(almaz), await upload(almaz)];
    const res = await send('POST', '/api/v1/posts', almaz, {
      body: 'Buna time ☕ https://example.org',
      imageKeys: keys,
    });
    expect(res.statusCode, res.body).toBe(201);
    const post = res.json();
    expect(post).toMatchObject({
      body: 'Buna time ☕ https://example.org',
      audience: 'public',
      editedAt: null,
      counts: { likes: 0, comments: 0, saves: 0 },
      viewer: { isAuthor: true },
    });
    expect(post.images).toHaveLength(2);
    expect(post.images[0]).toEqual({
      url: expect.stringMatching(/^\/media\/posts\//),
      width: 40,
      height: 30,
      // Smaller copies are made only of pictures wider than 320 px (media.test.ts).
      bytes: expect.any(Number),
      variants: [],
    });
    expect((await get(t.app, `/api/v1/profiles/${almaz.id}`, dawit.jar)).json().counts.posts).toBe(
      1,
    );
  });

  it.each([
    ['an empty post', { body: '   ' }, 'Write something or add a photo before posting.'],
    [
      'a post that is too long',
      { body: 'x'.repeat(5001) },
      'A post can be at most 5,000 characters.',
    ],
    [
      '5 photos',
      { body: 'hi', imageKeys: ['a', 'b', 'c', 'd', 'e'] },
      'You can add at most 4 photos to a post.',
    ],
    ['a bad audience', { body: 'hi', audience: 'everyone' }, null],
  ])('refuses %s and changes nothing', async (_name, payload, message) => {
    const before = await countPosts();
    const res = await send('POST', '/api/v1/posts', almaz, payload);
    expect(res.statusCode).toBe(400);
    if (message)
      expect(res.json().error.issues.map((issue: { message: string }) => issue.message)).toContain(
        message,
      );
    expect(await countPosts()).toBe(before);
  });

  it("refuses someone else's photo or a made-up key", async () => {
    const theirs = await upload(dawit);
    const before = await countPosts();
    for (const key of [theirs, `posts/${almaz.id}/made-up.png`]) {
      const res = await send('POST', '/api/v1/posts', almaz, { body: 'mine?', imageKeys: [key] });
      expect(res.statusCode).toBe(400);
    }
    expect(await countPosts()).toBe(before);
  });
});

describe('who may do what', () => {
  it('only the author edits or deletes; an edited post says so', async () => {
    const post = (await send('POST', '/api/v1/posts', almaz, { body: 'first version' })).json();
    expect(
      (await send('PATCH', `/api/v1/posts/${post.id}`, dawit, { body: 'hacked' })).statusCode,
    ).toBe(403);
    expect((await send('DELETE', `/api/v1/posts/${post.id}`, dawit)).statusCode).toBe(403);
    const edited = await send('PATCH', `/api/v1/posts/${post.id}`, almaz, {
      body: 'second version',
    });
    expect(edited.json()).toMatchObject({ body: 'second version', editedAt: expect.any(String) });
    expect((await send('DELETE', `/api/v1/posts/${post.id}`, almaz)).statusCode).toBe(204);
    expect((await get(t.app, `/api/v1/posts/${post.id}`, almaz.jar)).statusCode).toBe(404);
  });

  it('keeps a followers-only post from strangers: single post, feeds, comments and likes', async () => {
    const post = (
      await send('POST', '/api/v1/posts', almaz, { body: 'for my people', audience: 'followers' })
    ).json();
    expect((await get(t.app, `/api/v1/posts/${post.id}`, dawit.jar)).statusCode).toBe(200);
    expect((await get(t.app, `/api/v1/posts/${post.id}`, stranger.jar)).statusCode).toBe(404);
    expect((await get(t.app, `/api/v1/posts/${post.id}/comments`, stranger.jar)).statusCode).toBe(
      404,
    );
    expect((await send('PUT', `/api/v1/posts/${post.id}/like`, stranger)).statusCode).toBe(404);
    expect(
      (await send('POST', `/api/v1/posts/${post.id}/comments`, stranger, { body: 'hi' }))
        .statusCode,
    ).toBe(404);
    const ids = (res: { json: () => { items: Array<{ id: string }> } }) =>
      res.json().items.map((item) => item.id);
    expect(ids(await get(t.app, '/api/v1/posts', stranger.jar))).not.toContain(post.id);
    expect(ids(await get(t.app, `/api/v1/profiles/${almaz.id}/posts`, stranger.jar))).not.toContain(
      post.id,
    );
    expect(ids(await get(t.app, '/api/v1/feed', dawit.jar))).toContain(post.id);
    expect(ids(await get(t.app, `/api/v1/profiles/${almaz.id}/posts`, dawit.jar))).toContain(
      post.id,
    );
    expect((await get(t.app, '/api/v1/posts/not-a-uuid', dawit.jar)).statusCode).toBe(400);
  });
});

describe("the author's switches", () => {
  it('refuse likes, saves and comments on the server when off, and say so on the post', async () => {
    const picky = await createVerifiedMember(t.app);
    const post = (
      await send('POST', '/api/v1/posts', picky, { body: 'no reactions please' })
    ).json();
    await send('PATCH', '/api/v1/me/privacy', picky, {
      allowLikesOnPosts: false,
      allowSavesOnPosts: false,
      allowCommentsOnPosts: false,
    });
    expect((await get(t.app, `/api/v1/posts/${post.id}`, dawit.jar)).json().allows).toEqual({
      comments: false,
      likes: false,
      saves: false,
    });
    const like = await send('PUT', `/api/v1/posts/${post.id}/like`, dawit);
    expect(like.statusCode).toBe(403);
    expect(like.json().error.message).toBe('The author has turned off likes on their posts.');
    expect((await send('PUT', `/api/v1/posts/${post.id}/save`, dawit)).statusCode).toBe(403);
    expect(
      (await send('POST', `/api/v1/posts/${post.id}/comments`, dawit, { body: 'hello' }))
        .statusCode,
    ).toBe(403);
    expect((await get(t.app, `/api/v1/posts/${post.id}`, dawit.jar)).json().counts).toEqual({
      likes: 0,
      comments: 0,
      saves: 0,
    });
  });
});

describe('likes, saves and comments', () => {
  it('keep exact counts under concurrent toggles, and notify the author', async () => {
    const post = (await send('POST', '/api/v1/posts', almaz, { body: 'count me' })).json();
    const fans = await Promise.all(Array.from({ length: 6 }, () => createVerifiedMember(t.app)));
    await Promise.all(fans.map((fan) => send('PUT', `/api/v1/posts/${post.id}/like`, fan)));
    const flips = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        send(index % 2 ? 'DELETE' : 'PUT', `/api/v1/posts/${post.id}/like`, dawit),
      ),
    );
    expect(flips.every((res) => res.statusCode === 200)).toBe(true);
    const seen = (await get(t.app, `/api/v1/posts/${post.id}`, dawit.jar)).json();
    expect(seen.counts.likes).toBe(6 + (seen.viewer.liked ? 1 : 0));

    await send('PUT', `/api/v1/posts/${post.id}/save`, dawit);
    await send('PUT', `/api/v1/posts/${post.id}/save`, dawit);
    expect((await get(t.app, `/api/v1/posts/${post.id}`, dawit.jar)).json()).toMatchObject({
      counts: { saves: 1 },
      viewer: { saved: true },
    });
    const saved = (await get(t.app, '/api/v1/me/saved-posts', dawit.jar)).json();
    expect(saved.items[0].id).toBe(post.id);
    expect((await get(t.app, '/api/v1/me/saved-posts', almaz.jar)).json().items).toEqual([]);

    await settle(t.app);
    const types = (await get(t.app, '/api/v1/notifications', almaz.jar))
      .json()
      .items.map((n: { type: string }) => n.type);
    expect(types).toEqual(expect.arrayContaining(['like', 'save', 'follow']));
  });

  it('comments page oldest first; authors delete theirs, the post author any, others none', async () => {
    const post = (await send('POST', '/api/v1/posts', almaz, { body: 'talk to me' })).json();
    const first = (
      await send('POST', `/api/v1/posts/${post.id}/comments`, dawit, { body: 'first' })
    ).json();
    for (const body of ['second', 'third'])
      await send('POST', `/api/v1/posts/${post.id}/comments`, stranger, { body });
    expect(
      (await send('POST', `/api/v1/posts/${post.id}/comments`, dawit, { body: '   ' })).statusCode,
    ).toBe(400);

    const page1 = (await get(t.app, `/api/v1/posts/${post.id}/comments?limit=2`, almaz.jar)).json();
    const page2 = (
      await get(
        t.app,
        `/api/v1/posts/${post.id}/comments?limit=2&cursor=${encodeURIComponent(page1.nextCursor)}`,
        almaz.jar,
      )
    ).json();
    expect([...page1.items, ...page2.items].map((c: { body: string }) => c.body)).toEqual([
      'first',
      'second',
      'third',
    ]);
    expect(page1.items[0]).toMatchObject({ canDelete: true });
    expect((await get(t.app, `/api/v1/posts/${post.id}`, almaz.jar)).json().counts.comments).toBe(
      3,
    );

    const strangersComment = page2.items[0].id;
    expect((await send('DELETE', `/api/v1/comments/${first.id}`, stranger)).statusCode).toBe(403);
    expect((await send('DELETE', `/api/v1/comments/${first.id}`, dawit)).statusCode).toBe(204);
    expect((await send('DELETE', `/api/v1/comments/${strangersComment}`, almaz)).statusCode).toBe(
      204,
    );
    expect((await get(t.app, `/api/v1/posts/${post.id}`, almaz.jar)).json().counts.comments).toBe(
      1,
    );
  });
});

describe('the home feed', () => {
  it('pages newest first without gaps or repeats while new posts arrive', async () => {
    const author = await createVerifiedMember(t.app);
    const reader = await createVerifiedMember(t.app);
    await send('PUT', `/api/v1/profiles/${author.id}/follow`, reader);
    const made: string[] = [];
    for (let index = 0; index < 9; index += 1)
      made.push(
        (
          await send('POST', '/api/v1/posts', index % 2 ? author : reader, {
            body: `post ${index}`,
          })
        ).json().id,
      );
    await send('POST', '/api/v1/posts', stranger, { body: 'not followed' });
    // The follow's timeline sync and the posts' fan-out are jobs after commit: let them land first.
    await settle(t.app);

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await get(
        t.app,
        `/api/v1/feed?limit=4${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        reader.jar,
      );
      expect(res.statusCode, res.body).toBe(200);
      const body: { items: Array<{ id: string }>; nextCursor: string | null } = res.json();
      seen.push(...body.items.map((item) => item.id));
      cursor = body.nextCursor;
      pages += 1;
      if (pages === 1)
        await send('POST', '/api/v1/posts', author, { body: 'arrives while paging' });
    } while (cursor);
    expect(seen).toEqual([...made].reverse());
    expect((await get(t.app, '/api/v1/feed?cursor=bogus', reader.jar)).statusCode).toBe(400);
  });
});
