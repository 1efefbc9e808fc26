import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  pageSchema,
  peopleSearchQuerySchema,
  peopleSuggestionsQuerySchema,
  personSchema,
} from '@aebro/shared/connections';
import { limitedBy } from '../../platform/rate-limit';
import { errorResponses } from '../../platform/http/responses';
import { contextOf } from '../../platform/http/session';
import { searchPeople, suggestPeople } from './people.service';

export async function peopleRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/people',
    {
      config: limitedBy('lookup'),
      schema: {
        tags: ['people'],
        summary: 'Find people by name, username, business name, category or location',
        querystring: peopleSearchQuerySchema,
        response: { 200: pageSchema(personSchema), ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => searchPeople(await contextOf(app, request), request.query),
  );
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/people/suggestions',
    {
      config: limitedBy('lookup'),
      schema: {
        tags: ['people'],
        summary:
          'People I may want to follow: not me, not followed or asked to follow, not muted or blocked (name order)',
        querystring: peopleSuggestionsQuerySchema,
        response: { 200: pageSchema(personSchema), ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => suggestPeople(await contextOf(app, request), request.query),
  );
}
