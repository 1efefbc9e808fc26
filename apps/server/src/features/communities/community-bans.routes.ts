import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { communityBanSchema, communityBansQuerySchema } from '@aebro/shared/communities';
import { pageSchema } from '@aebro/shared/connections';
import { errorResponses } from '../../platform/http/responses';
import { contextOf } from '../../platform/http/session';
import { listCommunityBans, unbanFromCommunity } from './community-bans.service';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['communities'];

/** Issue 37: Manage → Banned members, for a community's admins and site admins. */
export async function communityBansRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (request: Parameters<typeof contextOf>[1]) => contextOf(app, request);

  routes.get(
    '/api/v1/communities/:id/bans',
    {
      schema: {
        tags,
        summary: 'The people banned from a community, newest first (its admins and site admins)',
        params: z.object({ id: z.uuid() }),
        querystring: communityBansQuerySchema,
        response: { 200: pageSchema(communityBanSchema), ...errors },
      },
    },
    async (request) => listCommunityBans(await ctx(request), request.params.id, request.query),
  );
  routes.delete(
    '/api/v1/communities/:id/bans/:userId',
    {
      schema: {
        tags,
        summary:
          'Lift a ban from a community: the person may join again (its admins and site admins; logged)',
        params: z.object({ id: z.uuid(), userId: z.string().min(1).max(100) }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await unbanFromCommunity(await ctx(request), request.params.id, request.params.userId);
      return reply.status(204).send(null);
    },
  );
}
