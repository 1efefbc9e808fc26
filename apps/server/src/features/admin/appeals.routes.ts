import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageSchema } from '@aebro/shared/connections';
import {
  adminAppealSchema,
  adminAppealsQuerySchema,
  appealDecisionSchema,
  appealInputSchema,
  appealTokenParamsSchema,
  strikeListSchema,
  strikeSchema,
} from '@aebro/shared/strikes';
import type { Context } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { errorResponses } from '../../platform/http/responses';
import { contextOf, currentViewer } from '../../platform/http/session';
import { isAdmin } from '../safety/safety.service';
import {
  appealByToken,
  appealMyStrike,
  decideAppeal,
  listAppeals,
  myStrikes,
  strikeByToken,
} from './appeals.service';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['safety'];
const idParams = z.object({ id: z.uuid({ error: 'This decision does not exist.' }) });

/**
 * Issue 37: a member's strikes and appeals (Settings → Account status), the appeal link of a strike's
 * e-mail (no session: a suspended or banned member has none), and the site admins' Appeals queue.
 */
export async function appealsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (request: FastifyRequest) => contextOf(app, request);
  const adminCtx = async (request: FastifyRequest): Promise<Context> => {
    const viewer = await currentViewer(app, request);
    if (!viewer || !(await isAdmin(app.platform, viewer))) throw notFound();
    return { ...app.platform, log: request.log, viewer };
  };

  routes.get(
    '/api/v1/me/strikes',
    {
      schema: {
        tags,
        summary: 'My account status: every moderation action on me, newest first, with its appeal',
        response: { 200: strikeListSchema, ...errors },
      },
    },
    async (request) => myStrikes(await ctx(request)),
  );
  routes.post(
    '/api/v1/me/strikes/:id/appeal',
    {
      schema: {
        tags,
        summary: 'Appeal one of my strikes, once, with a text',
        params: idParams,
        body: appealInputSchema,
        response: { 201: strikeSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await appealMyStrike(await ctx(request), request.params.id, request.body)),
  );
  routes.get(
    '/api/v1/appeals/:token',
    {
      schema: {
        tags,
        summary: "The strike an e-mail's appeal link names (no session needed)",
        params: appealTokenParamsSchema,
        response: { 200: strikeSchema, ...errors },
      },
    },
    async (request) => strikeByToken(app.platform, request.params.token),
  );
  routes.post(
    '/api/v1/appeals/:token',
    {
      schema: {
        tags,
        summary: "Appeal the strike an e-mail's link names, once (no session needed)",
        params: appealTokenParamsSchema,
        body: appealInputSchema,
        response: { 201: strikeSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await appealByToken(app.platform, request.params.token, request.body)),
  );

  const adminTags = ['admin'];
  routes.get(
    '/api/v1/admin/appeals',
    {
      schema: {
        tags: adminTags,
        summary: 'The Appeals queue: pending appeals oldest first, or the decided ones',
        querystring: adminAppealsQuerySchema,
        response: { 200: pageSchema(adminAppealSchema), ...errors },
      },
    },
    async (request) => listAppeals(await adminCtx(request), request.query),
  );
  routes.post(
    '/api/v1/admin/appeals/:id/decision',
    {
      schema: {
        tags: adminTags,
        summary:
          'Uphold or overturn an appeal with a reason (not by the admin who acted, nor by its member)',
        params: z.object({ id: z.uuid({ error: 'This appeal does not exist.' }) }),
        body: appealDecisionSchema,
        response: { 200: adminAppealSchema, ...errors },
      },
    },
    async (request) => decideAppeal(await adminCtx(request), request.params.id, request.body),
  );
}
