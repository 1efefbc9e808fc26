import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  followRequestSchema,
  followResultSchema,
  pageQuerySchema,
  pageSchema,
  personSchema,
} from '@aebro/shared/connections';
import { errorResponses } from '../../platform/http/responses';
import { contextOf } from '../../platform/http/session';
import {
  answerFollowRequest,
  follow,
  listConnections,
  listFollowRequests,
  unfollow,
} from './connections.service';

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
        summary: 'Follow someone, or ask to follow a private profile (idempotent)',
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
        summary: 'Unfollow someone, or withdraw a request to follow them (idempotent)',
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

  routes.get(
    '/api/v1/me/follow-requests',
    {
      schema: {
        tags,
        summary: 'People asking to follow me (a private profile), newest first',
        querystring: pageQuerySchema,
        response: { 200: pageSchema(followRequestSchema), ...errors },
      },
    },
    async (request) => listFollowRequests(await contextOf(app, request), request.query),
  );

  routes.post(
    '/api/v1/me/follow-requests/:id/approve',
    {
      schema: {
        tags,
        summary: 'Approve a request to follow me: the person follows me from now on',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await answerFollowRequest(await contextOf(app, request), request.params.id, true);
      return reply.status(204).send(null);
    },
  );

  routes.delete(
    '/api/v1/me/follow-requests/:id',
    {
      schema: {
        tags,
        summary: 'Decline a request to follow me (the person is not told)',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await answerFollowRequest(await contextOf(app, request), request.params.id, false);
      return reply.status(204).send(null);
    },
  );
}
