import type { FastifyInstance } from 'fastify';
import { peopleRoutes } from './people.routes';

/** People: search, and how a person is described in any list. */
export async function peopleModule(app: FastifyInstance): Promise<void> {
  await app.register(peopleRoutes);
}
