import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  followResultSchema,
  pageQuerySchema,
  pageSchema,
  personSchema,
} from '@aebro/shared/connections';
import { errorResponses } from '../../platform/http/responses';
import { contextOf } from '../../platform/http/session';
import { follow, listConnections, unfollow } from './connections.service';

const idParams = z.object({ id: z.string().min(1).max(100) });
const errors = errorResponses(400, 401, 403, 404);
const tags = ['connections'];

export async function connectionsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.put(
    '/api/v1/profiles/:id/follow',
    {
      schema: {
        tags,
        summary: 'Follow someone (idempotent)',
        params: idParams,
        response: { 200: followResultSchema, ...errors },
      },
    },
    async (request) => follow(await contextOf(app, request), request.params.id),
  );

  routes.delete(
    '/api/v1/profiles/:id/follow',
    {
      schema: {
        tags,
        summary: 'Unfollow someone (idempotent)',
        params: idParams,
        response: { 200: followResultSchema, ...errors },
      },
    },
    async (request) => unfollow(await contextOf(app, request), request.params.id),
  );

  for (const tab of ['followers', 'following'] as const) {
    routes.get(
      `/api/v1/profiles/:id/${tab}`,
      {
        schema: {
          tags,
          summary:
            tab === 'followers'
              ? 'People who follow someone, newest first'
              : 'People someone follows, newest first',
          params: idParams,
          querystring: pageQuerySchema,
          response: { 200: pageSchema(personSchema), ...errors },
        },
      },
      async (request) =>
        listConnections(await contextOf(app, request), request.params.id, tab, request.query),
    );
  }
}
