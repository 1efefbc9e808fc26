import type { FastifyInstance } from 'fastify';
import { presenceRoutes } from './presence.routes';

/** Presence: the heartbeat that makes a person online, and their last seen time. */
export async function presenceModule(app: FastifyInstance): Promise<void> {
  await app.register(presenceRoutes);
}
