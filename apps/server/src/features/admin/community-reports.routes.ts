import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  communityReportDecisionSchema,
  communityReportSchema,
  communityReportsQuerySchema,
} from '@aebro/shared/communities';
import { pageSchema } from '@aebro/shared/connections';
import { errorResponses } from '../../platform/http/responses';
import { contextOf } from '../../platform/http/session';
import { decideCommunityReport, listCommunityReports } from './community-reports.service';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['communities'];

/** Issue 37: a community's own reports queue, for its admins (Manage → Reports). */
export async function communityReportsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (request: Parameters<typeof contextOf>[1]) => contextOf(app, request);

  routes.get(
    '/api/v1/communities/:id/reports',
    {
      schema: {
        tags,
        summary: "Reports on content in a community, newest first (the community's admins only)",
        params: z.object({ id: z.uuid() }),
        querystring: communityReportsQuerySchema,
        response: { 200: pageSchema(communityReportSchema), ...errors },
      },
    },
    async (request) => listCommunityReports(await ctx(request), request.params.id, request.query),
  );
  routes.put(
    '/api/v1/communities/:id/reports/:reportId',
    {
      schema: {
        tags,
        summary:
          "Decide a report on a community's content: dismiss, remove it, warn its author or ban them from the community (its admins only)",
        params: z.object({ id: z.uuid(), reportId: z.uuid() }),
        body: communityReportDecisionSchema,
        response: { 200: z.object({ status: z.enum(['dismissed', 'actioned']) }), ...errors },
      },
    },
    async (request) =>
      decideCommunityReport(
        await ctx(request),
        request.params.id,
        request.params.reportId,
        request.body,
      ),
  );
}
