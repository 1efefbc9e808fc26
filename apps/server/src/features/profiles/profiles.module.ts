import type { FastifyInstance } from 'fastify';
import { profilesRoutes } from './profiles.routes';

/** Profiles: my profile, avatar and business registration, and profiles as others see them. */
export async function profilesModule(app: FastifyInstance): Promise<void> {
  await app.register(profilesRoutes);
}
