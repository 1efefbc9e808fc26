import type { FastifyInstance } from 'fastify';
import { connectionsRoutes } from './connections.routes';
import { approveAllRequests, removeFollowsBetween } from './connections.service';

/** Connections: follow and unfollow, follow requests of locked accounts, followers and following. */
export async function connectionsModule(app: FastifyInstance): Promise<void> {
  await app.register(connectionsRoutes);
  // A block ends every follow and follow request between the two, both ways (durably).
  app.platform.events.subscribe('safety.blocked', 'connections.unfollow-on-block', (block) =>
    removeFollowsBetween(app.platform, block.blockerId, block.blockedId),
  );
  // A former follower may no longer read what was for followers only: their rooms are asked again.
  app.platform.events.on('profile.unfollowed', async ({ followerId }) => {
    await app.realtime.recheckUserRooms(followerId);
  });
  // A profile that turns public lets everyone waiting follow it; one that turns private keeps its followers.
  app.platform.events.subscribe(
    'profile.privacy-changed',
    'connections.approve-on-public',
    async ({ userId, publicProfile }) => {
      if (publicProfile) await approveAllRequests(app.platform, userId);
    },
  );
}
