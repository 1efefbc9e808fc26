import type { FastifyInstance } from 'fastify';
import { userRoom } from '../../platform/realtime/realtime';
import { communityMemberIds } from '../communities/communities.service';
import { followerIds } from '../connections/connections.service';
import { findReadablePost, postIdsOf, recountPostsOf } from './posts.repository';
import { tellCommentersOfEdit } from './post-history.service';
import { pollClosedJob } from './polls.service';
import { pollsRoutes } from './polls.routes';
import { draftsRoutes } from './drafts.routes';
import { publishScheduledJob, tellAuthorOfSchedule } from './drafts.service';
import { postsRoutes } from './posts.routes';
import { fanOutJob, removePostJob, syncJob } from './timeline.service';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const fanOutChunk = 1000;

/**
 * Posts: posts, comments, likes, saves and feeds; live counts in the `post:<id>` room (joinable
 * exactly when the post is readable), and "N new posts" for the author's followers (for a community
 * post: for the community's members, and in the community's room).
 */
export async function postsModule(app: FastifyInstance): Promise<void> {
  const { platform, realtime } = app;
  await app.register(postsRoutes);
  await app.register(pollsRoutes);
  await app.register(draftsRoutes);

  realtime.registerRoom('post', async (viewer, postId) => {
    if (!uuid.test(postId)) return false;
    return (await findReadablePost(platform.db, viewer.id, postId)) !== null;
  });

  /** "N new posts" for a post's audience: its author's followers, or its community's members. */
  async function tellAudience(post: {
    postId: string;
    authorId: string;
    communityId: string | null;
  }) {
    const { postId, authorId, communityId } = post;
    // A community post reaches its members' feeds, never the author's followers as such.
    const audience = communityId
      ? await communityMemberIds(platform, communityId)
      : await followerIds(platform, authorId);
    const rooms = audience.filter((id) => id !== authorId).map(userRoom);
    for (let start = 0; start < rooms.length; start += fanOutChunk)
      realtime.io
        .to(rooms.slice(start, start + fanOutChunk))
        .emit('feed:new-post', { postId, authorId });
  }

  platform.events.on('post.created', async (post) => {
    if (post.communityId)
      realtime.io.to(`community:${post.communityId}`).emit('community:new-post', {
        communityId: post.communityId,
        postId: post.postId,
        authorId: post.authorId,
      });
    // A large audience is told by the fan-out job once its timelines hold the post (issue 39):
    // reading thousands of followers never runs beside the request that wrote the post.
    if (post.fannedOut) await tellAudience(post);
  });
  // The precomputed home timelines (timeline.service): fan-out, clean-up, and follows and
  // memberships that change what a member's timeline holds. Fan-out is polled often: a post should
  // be in its followers' feeds within a second or two.
  platform.jobs.work(
    'feed.fan-out',
    async ({ postId }) => {
      const post = await fanOutJob(platform, postId);
      if (post) await tellAudience({ postId, ...post });
    },
    {
      pollingIntervalSeconds: 0.5,
    },
  );
  // A poll's closing time: its author is told (issue 36; queued with the post, startAfter).
  platform.jobs.work('posts.poll-closed', ({ postId }) => pollClosedJob(platform, postId));
  // A scheduled post's time (issue 36): queued with its draft (startAfter), published once.
  platform.jobs.work('posts.publish-scheduled', (job) => publishScheduledJob(platform, job));
  platform.jobs.work('feed.remove-post', (payload) => removePostJob(platform, payload));
  // What a member's timeline holds follows their follows and memberships: durable effects of the
  // follow or membership, run as soon as it commits.
  const sync = (
    payload: { userId: string; authorId: string } | { userId: string; communityId: string },
  ) => syncJob(platform, payload);
  platform.events.subscribe('profile.followed', 'feed.sync-on-follow', (follow) =>
    sync({ userId: follow.followerId, authorId: follow.followingId }),
  );
  platform.events.subscribe('profile.unfollowed', 'feed.sync-on-unfollow', (unfollow) =>
    sync({ userId: unfollow.followerId, authorId: unfollow.followingId }),
  );
  platform.events.subscribe(
    'profile.follow-request-settled',
    'feed.sync-on-follow-approved',
    (settled) => sync({ userId: settled.requesterId, authorId: settled.targetId }),
    { when: (settled) => settled.outcome === 'approved' },
  );
  platform.events.subscribe('community.member-added', 'feed.sync-on-join', (added) =>
    sync({ userId: added.userId, communityId: added.communityId }),
  );
  platform.events.subscribe(
    'community.member-removed',
    'feed.sync-on-leave',
    (removed) => sync({ userId: removed.userId, communityId: removed.communityId }),
    // A deleted community took its posts along: nothing of it is left to show.
    { when: (removed) => removed.reason !== 'deleted' },
  );
  // The author of a scheduled post is told it went out, or went back to the drafts (issue 36).
  platform.events.subscribe('post.schedule-settled', 'posts.tell-author-of-schedule', (settled) =>
    tellAuthorOfSchedule(platform, settled),
  );
  // Those who commented on a post are told of its edit (issue 36).
  platform.events.subscribe('post.edited', 'posts.tell-commenters-of-edit', (edit) =>
    tellCommentersOfEdit(platform, edit),
  );
  platform.events.on('post.poll-changed', ({ postId }) => {
    realtime.io.to(`post:${postId}`).emit('post:poll', { postId });
  });
  platform.events.on('post.counts', (payload) => {
    realtime.io.to(`post:${payload.postId}`).emit('post:counts', payload);
  });
  platform.events.on('posts.access-changed', async ({ postIds }) => {
    await realtime.recheckRooms(postIds.map((id) => `post:${id}`));
  });
  // A deleted community took its posts along: their rooms empty and their authors' counts follow.
  platform.events.on('community.deleted', async ({ postIds }) => {
    await realtime.recheckRooms(postIds.map((id) => `post:${id}`));
  });
  platform.events.subscribe('community.deleted', 'posts.recount-on-community-deleted', (deleted) =>
    recountPostsOf(platform.db, deleted.authorIds),
  );
  // A profile that turns private takes its posts from strangers' sockets at once.
  platform.events.on('profile.privacy-changed', async ({ userId, publicProfile }) => {
    if (!publicProfile)
      await realtime.recheckRooms((await postIdsOf(platform.db, userId)).map((id) => `post:${id}`));
  });
}
