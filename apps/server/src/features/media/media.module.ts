import type { FastifyInstance } from 'fastify';
import { mediaRoutes } from './media.routes';

/** Media: images uploaded for posts (and later messages, events, services), owned by the uploader. */
export async function mediaModule(app: FastifyInstance): Promise<void> {
  await app.register(mediaRoutes);
}
