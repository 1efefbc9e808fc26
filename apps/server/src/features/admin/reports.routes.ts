import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '@aebro/shared/connections';
import {
  myReportSchema,
  myVerificationSchema,
  reportInputSchema,
  verificationRequestInputSchema,
} from '@aebro/shared/safety';
import { errorResponses } from '../../platform/http/responses';
import { contextOf } from '../../platform/http/session';
import { myReports, report } from './reports.service';
import { myVerification, requestVerification } from './verification.service';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['safety'];

/** What members send the site admins: reports, and a business's request for the verified badge. */
export async function reportsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (request: Parameters<typeof contextOf>[1]) => contextOf(app, request);

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
