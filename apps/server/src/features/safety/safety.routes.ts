import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '@aebro/shared/connections';
import {
  blockedPersonSchema,
  myReportSchema,
  myVerificationSchema,
  relationSchema,
  reportInputSchema,
  verificationRequestInputSchema,
} from '@aebro/shared/safety';
import { errorResponses } from '../../platform/http/responses';
import { contextOf } from '../../platform/http/session';
import { block, getRelation, listRelations, mute, unblock, unmute } from './relations.service';
import { myReports, report } from './reports.service';
import { myVerification, requestVerification } from './verification.service';

const idParams = z.object({ id: z.string().min(1).max(100) });
const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['safety'];

/** Block, mute, report, and a business's request for the verified badge. */
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

  routes.post(
    '/api/v1/reports',
    {
      schema: {
        tags,
        summary:
          'Report a post, comment, profile, community, message, event, service or review to the site admins',
        body: reportInputSchema,
        response: { 201: z.object({ id: z.string() }), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await report(await ctx(request), request.body)),
  );
  routes.get(
    '/api/v1/me/reports',
    {
      schema: {
        tags,
        summary: 'My reports and what came of them, newest first',
        querystring: pageQuerySchema,
        response: { 200: pageSchema(myReportSchema), ...errors },
      },
    },
    async (request) => myReports(await ctx(request), request.query),
  );

  routes.get(
    '/api/v1/me/verification',
    {
      schema: {
        tags,
        summary: "My business's verified badge: none, pending, approved or declined",
        response: { 200: myVerificationSchema, ...errors },
      },
    },
    async (request) => myVerification(await ctx(request)),
  );
  routes.post(
    '/api/v1/me/verification',
    {
      schema: {
        tags,
        summary: 'A business asks the site admins for the verified badge',
        body: verificationRequestInputSchema,
        response: { 200: myVerificationSchema, ...errors },
      },
    },
    async (request) => requestVerification(await ctx(request), request.body.details),
  );
}
