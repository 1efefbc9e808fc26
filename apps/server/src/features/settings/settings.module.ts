import type { FastifyInstance } from 'fastify';
import { settingsRoutes } from './settings.routes';

/** Settings: privacy switches and notification preferences. */
export async function settingsModule(app: FastifyInstance): Promise<void> {
  await app.register(settingsRoutes);
}
