import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { myTrustSchema } from '@aebro/shared/trust';
import { errorResponses } from '../../platform/http/responses';
import { contextOf } from '../../platform/http/session';
import { myTrust } from './trust.service';

const errors = errorResponses(401, 403);
const tags = ['safety'];

/** Issue 37: my trust level and what it lets me do today (the composer explains a cap with it). */
export async function trustRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/v1/me/trust',
    {
      schema: {
        tags,
        summary: 'My trust level, its daily caps and what I have used of them, and the next level',
        response: { 200: myTrustSchema, ...errors },
      },
    },
    async (request) => await myTrust(await contextOf(app, request)),
  );
}
