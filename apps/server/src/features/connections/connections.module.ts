import type { FastifyInstance } from 'fastify';
import { connectionsRoutes } from './connections.routes';

/** Connections: follow and unfollow, followers and following lists. */
export async function connectionsModule(app: FastifyInstance): Promise<void> {
  await app.register(connectionsRoutes);
  // A former follower may no longer read what was for followers only: their rooms are asked again.
  app.platform.events.on('profile.unfollowed', async ({ followerId }) => {
    await app.realtime.recheckUserRooms(followerId);
  });
}
