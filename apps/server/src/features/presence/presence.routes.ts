import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { presenceUpdateSchema } from '@aebro/shared/connections';
import { errorResponses } from '../../platform/http/responses';
import { contextOf } from '../../platform/http/session';
import { updatePresence } from './presence.service';

export async function presenceRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/v1/me/presence',
    {
      schema: {
        tags: ['presence'],
        summary:
          'Presence heartbeat: online while the page is visible (every 60 s), offline when hidden or closed',
        body: presenceUpdateSchema,
        response: { 204: z.null().describe('No content'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      await updatePresence(await contextOf(app, request), request.body.online);
      return reply.status(204).send(null);
    },
  );
}
