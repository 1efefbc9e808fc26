import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eventParamsSchema, eventSchema, updateFollowingSchema } from '@aebro/shared/events';
import { errorResponses } from '../../platform/http/responses';
import { contextOf } from '../../platform/http/session';
import { cancelSeries, updateFollowing } from './series-edit.service';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['events'];

/** A series from one of its occurrences (issue 36): "this and following", cancel them all. */
export async function seriesRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (request: Parameters<typeof contextOf>[1]) => contextOf(app, request);

  routes.put(
    '/api/v1/events/:id/following',
    {
      schema: {
        tags,
        summary:
          'Edit this occurrence and the following ones of a series I organise (the series splits here)',
        params: eventParamsSchema,
        body: updateFollowingSchema,
        response: { 200: eventSchema, ...errors },
      },
    },
    async (request) => updateFollowing(await ctx(request), request.params.id, request.body),
  );
  routes.post(
    '/api/v1/events/:id/cancel-series',
    {
      schema: {
        tags,
        summary:
          'Cancel every occurrence to come of the series of this event (everyone who answered is told)',
        params: eventParamsSchema,
        response: { 200: eventSchema, ...errors },
      },
    },
    async (request) => cancelSeries(await ctx(request), request.params.id),
  );
}
