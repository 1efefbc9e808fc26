import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { follows } from '../../db/schema/profiles';
import { userRoom } from '../../platform/realtime/realtime';
import { findVisiblePost } from './posts.repository';

const chunk = 1000;

/**
 * Live updates of posts: a client may join `post:<id>` for a post it may see (to get its counts),
 * and a new post is announced to the author's followers ("N new posts" above their feed).
 */
export function registerPostsRealtime(app: FastifyInstance): void {
  app.realtime.registerRoom('post', async (userId, postId) => {
    if (!/^[0-9a-f-]{36}$/.test(postId)) return false;
    return (await findVisiblePost(app.db, userId, postId)) !== null;
  });

  app.events.on('post.created', async ({ postId, authorId }) => {
    const followers = await app.db
      .select({ id: follows.followerId })
      .from(follows)
      .where(eq(follows.followingId, authorId));
    const rooms = followers.map((follower) => userRoom(follower.id));
    for (let start = 0; start < rooms.length; start += chunk) {
      app.realtime.io
        .to(rooms.slice(start, start + chunk))
        .emit('feed:new-post', { postId, authorId });
    }
  });
}
