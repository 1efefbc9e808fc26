import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageSchema, peopleSearchQuerySchema, personSchema } from '@aebro/shared/connections';
import { limitedBy } from '../../platform/rate-limit';
import { errorResponses } from '../../platform/http/responses';
import { contextOf } from '../../platform/http/session';
import { searchPeople } from './people.service';

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
}
