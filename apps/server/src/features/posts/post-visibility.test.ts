import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, createVerifiedMember, memberInput, type TestUser } from '../../test/accounts';
import { joinApproved } from '../../test/communities';
import { createTestApp, settle, type TestApp } from '../../test/test-app';

/**
 * One read rule (db/read-rules/post-visibility.ts), every place that shows posts: a table of posts
 * and viewers says who may read which post, and each list must show exactly that, narrowed only as
 * the list says (mutes leave feeds and /posts, the home feed keeps what I follow or belong to).
 */

const adminEmail = `${memberInput().username as string}@example.org`;
let t: TestApp;
const call = caller(() => t.app);
const word = `vis${randomBytes(4).toString('hex')}`;

type Viewer = 'stranger' | 'follower' | 'member' | 'blocked' | 'muter';
const viewers: Viewer[] = ['stranger', 'follower', 'member', 'blocked', 'muter'];
type PostName =
  | 'public'
  | 'followersOnly'
  | 'privateProfile'
  | 'publicCommunity'
  | 'privateCommunity'
  | 'bannedAuthor';

/** Who may read each post: the rule, written as a table. */
const readers: Record<PostName, Viewer[]> = {
  // By `open`, a public profile; `blocked` was blocked by open, `muter` follows and muted open.
  public: ['stranger', 'follower', 'member', 'muter'],
  followersOnly: ['follower', 'muter'],
  // By `locked`, a private profile that follower follows (approved).
  privateProfile: ['follower'],
  // By `organiser`, who nobody blocks or mutes; `member` belongs to both communities.
  publicCommunity: ['stranger', 'follower', 'member', 'blocked', 'muter'],
  privateCommunity: ['member'],
  // By a banned member whose posts were public.
  bannedAuthor: [],
};
const postNames = Object.keys(readers) as PostName[];

let people: Record<Viewer | 'open' | 'locked' | 'organiser' | 'banned' | 'admin', TestUser>;
const postIds = {} as Record<PostName, string>;
const authorOf = {} as Record<PostName, TestUser>;
let communityIds: { public: string; private: string };

async function ok(user: TestUser, method: 'POST' | 'PUT' | 'PATCH', url: string, body = {}) {
  const response = await call(user, method, url, body);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response;
}

async function write(name: PostName, by: TestUser, extra: Record<string, unknown> = {}) {
  const response = await ok(by, 'POST', '/api/v1/posts', { body: `${name} ${word}`, ...extra });
  postIds[name] = response.json<{ id: string }>().id;
  authorOf[name] = by;
}

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: adminEmail });
  const [stranger, follower, member, blocked, muter, open, locked, organiser, banned, admin] =
    await Promise.all([
      ...Array.from({ length: 9 }, () => createVerifiedMember(t.app)),
      createVerifiedMember(t.app, { email: adminEmail }),
    ]);
  if (!stranger || !follower || !member || !blocked || !muter) throw new Error('no viewers');
  if (!open || !locked || !organiser || !banned || !admin) throw new Error('no authors');
  people = { stranger, follower, member, blocked, muter, open, locked, organiser, banned, admin };

  await ok(follower, 'PUT', `/api/v1/profiles/${open.id}/follow`);
  await ok(muter, 'PUT', `/api/v1/profiles/${open.id}/follow`);
  await ok(muter, 'PUT', `/api/v1/profiles/${open.id}/mute`);
  await ok(open, 'PUT', `/api/v1/profiles/${blocked.id}/block`);
  await ok(locked, 'PATCH', '/api/v1/me/privacy', { publicProfile: false });
  await ok(follower, 'PUT', `/api/v1/profiles/${locked.id}/follow`);
  await ok(locked, 'POST', `/api/v1/me/follow-requests/${follower.id}/approve`);

  const community = async (privacy: 'public' | 'private') =>
    (
      await ok(organiser, 'POST', '/api/v1/communities', {
        name: `Read rule ${privacy}`,
        description: 'A community for the read rule.',
        privacy,
      })
    ).json<{ id: string }>().id;
  communityIds = { public: await community('public'), private: await community('private') };
  await ok(member, 'PUT', `/api/v1/communities/${communityIds.public}/membership`);
  await joinApproved(t.app, communityIds.private, member, organiser, 'Hello');

  await write('public', open);
  await write('followersOnly', open, { audience: 'followers' });
  await write('privateProfile', locked);
  for (const privacy of ['public', 'private'] as const)
    await write(`${privacy}Community`, organiser, {
      audience: 'community',
      communityId: communityIds[privacy],
    });
  await write('bannedAuthor', banned);
  await ok(admin, 'POST', `/api/v1/admin/users/${banned.id}/ban`, { reason: 'Hate' });
  await settle(t.app);
}, 120_000);
afterAll(() => t.close());

/** The posts of the table that a list shows `viewer` (none when the list itself is refused). */
async function shown(viewer: Viewer, url: string): Promise<PostName[]> {
  const response = await call(people[viewer], 'GET', url);
  if (response.statusCode !== 200) return [];
  const ids = response.json<{ items: Array<{ id: string }> }>().items.map((item) => item.id);
  return postNames.filter((name) => ids.includes(postIds[name]));
}

const readable = (viewer: Viewer) => postNames.filter((name) => readers[name].includes(viewer));
const notMuted = (viewer: Viewer, name: PostName) =>
  !(viewer === 'muter' && authorOf[name] === people.open);

describe('who reads a post: one rule, the same in every list', () => {
  it.each(viewers)('the post page answers %s as the table says', async (viewer) => {
    const pages: PostName[] = [];
    for (const name of postNames) {
      const response = await call(people[viewer], 'GET', `/api/v1/posts/${postIds[name]}`);
      expect([200, 404]).toContain(response.statusCode);
      if (response.statusCode === 200) pages.push(name);
    }
    expect(pages).toEqual(readable(viewer));
  });

  it.each(viewers)("each author's profile list shows %s what they may read", async (viewer) => {
    const lists: PostName[] = [];
    for (const author of new Set(Object.values(authorOf)))
      lists.push(...(await shown(viewer, `/api/v1/profiles/${author.id}/posts?limit=50`)));
    expect(lists.sort()).toEqual(readable(viewer).sort());
  });

  it.each(viewers)("a profile's post count counts what %s may read", async (viewer) => {
    for (const author of [people.open, people.locked, people.organiser]) {
      const profile = await call(people[viewer], 'GET', `/api/v1/profiles/${author.id}`);
      if (profile.statusCode === 404) continue;
      const counts = profile.json<{ counts: { posts: number } | null }>().counts;
      if (counts === null) continue;
      const mine = postNames.filter((name) => authorOf[name] === author);
      expect(counts.posts, `${viewer} on ${author.username}`).toBe(
        mine.filter((name) => readers[name].includes(viewer)).length,
      );
    }
  });

  it.each(viewers)(
    "each community's list shows %s its readable posts, not the muted",
    async (viewer) => {
      const lists: PostName[] = [];
      for (const id of Object.values(communityIds))
        lists.push(...(await shown(viewer, `/api/v1/communities/${id}/posts?limit=50`)));
      expect(lists.sort()).toEqual(
        readable(viewer)
          .filter((name) => name.endsWith('Community') && notMuted(viewer, name))
          .sort(),
      );
    },
  );

  it.each(viewers)(
    '/posts and its search show %s the readable posts open to everyone, not the muted',
    async (viewer) => {
      const open = readable(viewer).filter(
        (name) => ['public', 'bannedAuthor'].includes(name) && notMuted(viewer, name),
      );
      expect(await shown(viewer, '/api/v1/posts?limit=50')).toEqual(open);
      expect(await shown(viewer, `/api/v1/posts?q=${word}&limit=50`)).toEqual(open);
    },
  );

  it.each(viewers)(
    'the home feed shows %s the readable posts of whom they follow and their communities, not the muted',
    async (viewer) => {
      const followed: Record<Viewer, TestUser[]> = {
        stranger: [],
        follower: [people.open, people.locked],
        member: [],
        blocked: [],
        muter: [people.open],
      };
      const home = readable(viewer).filter(
        (name) =>
          notMuted(viewer, name) &&
          (name.endsWith('Community')
            ? viewer === 'member'
            : followed[viewer].includes(authorOf[name])),
      );
      expect(await shown(viewer, '/api/v1/feed?limit=50')).toEqual(home);
    },
  );
});
