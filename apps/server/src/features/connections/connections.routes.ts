import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  followResultSchema,
  pageQuerySchema,
  pageSchema,
  peopleSearchQuerySchema,
  personSchema,
  publicProfileSchema,
} from '@aebro/shared/connections';
import { apiErrorSchema } from '@aebro/shared/errors';
import { requireUser } from '../../platform/http/session';
import { limitedBy } from '../../platform/rate-limit';
import { searchPeople } from '../people/people.service';
import { getPublicProfile } from '../profiles/public-profile.service';
import { follow, listConnections, unfollow } from './connections.service';

const idParams = z.object({ id: z.string().min(1).max(100) });
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};

export async function connectionsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/v1/profiles/:id',
    {
      schema: {
        tags: ['profiles'],
        summary: "Someone's profile as I may see it",
        params: idParams,
        response: { 200: publicProfileSchema, ...errors },
      },
    },
    async (request) =>
      getPublicProfile(
        app.db,
        app.presence,
        (await requireUser(app, request)).id,
        request.params.id,
      ),
  );

  routes.put(
    '/api/v1/profiles/:id/follow',
    {
      schema: {
        tags: ['connections'],
        summary: 'Follow someone (idempotent)',
        params: idParams,
        response: { 200: followResultSchema, ...errors },
      },
    },
    async (request) =>
      follow(app.db, app.notifier, (await requireUser(app, request)).id, request.params.id),
  );

  routes.delete(
    '/api/v1/profiles/:id/follow',
    {
      schema: {
        tags: ['connections'],
        summary: 'Unfollow someone (idempotent)',
        params: idParams,
        response: { 200: followResultSchema, ...errors },
      },
    },
    async (request) => unfollow(app.db, (await requireUser(app, request)).id, request.params.id),
  );

  for (const tab of ['followers', 'following'] as const) {
    routes.get(
      `/api/v1/profiles/:id/${tab}`,
      {
        schema: {
          tags: ['connections'],
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
        listConnections(
          app.db,
          app.presence,
          (await requireUser(app, request)).id,
          request.params.id,
          tab,
          request.query,
        ),
    );
  }

  routes.get(
    '/api/v1/people',
    {
      config: limitedBy('lookup'),
      schema: {
        tags: ['connections'],
        summary: 'Find people by name, username, business name, category or location',
        querystring: peopleSearchQuerySchema,
        response: { 200: pageSchema(personSchema), ...errors },
      },
    },
    async (request) =>
      searchPeople(app.db, app.presence, (await requireUser(app, request)).id, request.query),
  );
}
