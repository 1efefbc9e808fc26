import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '@aebro/shared/connections';
import { blockedPersonSchema, relationSchema } from '@aebro/shared/safety';
import { errorResponses } from '../../platform/http/responses';
import { contextOf } from '../../platform/http/session';
import { block, getRelation, listRelations, mute, unblock, unmute } from './relations.service';

const idParams = z.object({ id: z.string().min(1).max(100) });
const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['safety'];

/** Block and mute (reports and the verified badge are the admin area's). */
export async function safetyRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (request: Parameters<typeof contextOf>[1]) => contextOf(app, request);

  routes.get(
    '/api/v1/profiles/:id/safety',
    {
      schema: {
        tags,
        summary: 'Whether I blocked or muted this person',
        params: idParams,
        response: { 200: relationSchema, ...errors },
      },
    },
    async (request) => getRelation(await ctx(request), request.params.id),
  );
  for (const [kind, on, off] of [
    ['block', block, unblock],
    ['mute', mute, unmute],
  ] as const) {
    routes.put(
      `/api/v1/profiles/:id/${kind}`,
      {
        schema: {
          tags,
          summary:
            kind === 'block'
              ? 'Block someone: neither of us sees the other; follows both ways end (they are not told)'
              : 'Mute someone: their posts and notifications disappear for me only',
          params: idParams,
          response: { 200: relationSchema, ...errors },
        },
      },
      async (request) => on(await ctx(request), request.params.id),
    );
    routes.delete(
      `/api/v1/profiles/:id/${kind}`,
      {
        schema: {
          tags,
          summary: kind === 'block' ? 'Unblock someone' : 'Unmute someone',
          params: idParams,
          response: { 200: relationSchema, ...errors },
        },
      },
      async (request) => off(await ctx(request), request.params.id),
    );
    routes.get(
      kind === 'block' ? '/api/v1/me/blocks' : '/api/v1/me/mutes',
      {
        schema: {
          tags,
          summary: kind === 'block' ? 'The people I blocked' : 'The people I muted',
          querystring: pageQuerySchema,
          response: { 200: pageSchema(blockedPersonSchema), ...errors },
        },
      },
      async (request) => listRelations(await ctx(request), kind, request.query),
    );
  }
}
