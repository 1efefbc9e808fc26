import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '@aebro/shared/connections';
import {
  adminCountsSchema,
  adminPersonSchema,
  adminReportSchema,
  adminReportsQuerySchema,
  adminUsersQuerySchema,
  adminVerificationSchema,
  failedJobsSchema,
  moderationLogEntrySchema,
  reasonSchema,
  reportDecisionSchema,
  suspendSchema,
  verificationDecisionSchema,
} from '@aebro/shared/safety';
import { heldPostSchema, setTrustLevelSchema } from '@aebro/shared/trust';
import { approveHeld, listHeldPosts, removeHeld } from './held-posts.service';
import type { Context } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { errorResponses } from '../../platform/http/responses';
import { currentViewer } from '../../platform/http/session';
import {
  banUser,
  listUsers,
  resendVerification,
  resetTwoFactor,
  setMemberTrustLevel,
  suspendUser,
  unsuspendUser,
} from './admin-members.service';
import { decideReport, listReports } from './admin-reports.service';
import { decideVerification, listVerifications } from './admin-verification.service';
import { counts, failedJobs, retryJob } from './admin.service';
import { listLog } from './moderation-log.service';
import { isAdmin } from '../safety/safety.service';

const errors = errorResponses(400, 404, 409);
const tags = ['admin'];
const idParams = z.object({ id: z.uuid() });
const userParams = z.object({ id: z.string().min(1).max(100) });

/** /api/v1/admin: for site admins only; everyone else (signed out too) gets 404, as if it did not exist. */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ctx = async (request: FastifyRequest): Promise<Context> => {
    const viewer = await currentViewer(app, request);
    if (!viewer || !(await isAdmin(app.platform, viewer))) throw notFound();
    return { ...app.platform, log: request.log, viewer };
  };

  routes.get(
    '/api/v1/admin/counts',
    {
      schema: {
        tags,
        summary: 'Members, posts today, open reports, pending verifications',
        response: { 200: adminCountsSchema, ...errors },
      },
    },
    async (request) => counts(await ctx(request)),
  );
  routes.get(
    '/api/v1/admin/reports',
    {
      schema: {
        tags,
        summary: 'The reports queue, newest or most reported first, with the content in context',
        querystring: adminReportsQuerySchema,
        response: { 200: pageSchema(adminReportSchema), ...errors },
      },
    },
    async (request) => listReports(await ctx(request), request.query),
  );
  routes.post(
    '/api/v1/admin/reports/:id/decision',
    {
      schema: {
        tags,
        summary: 'Dismiss, remove the content, warn, suspend for some days or ban, with a reason',
        params: idParams,
        body: reportDecisionSchema,
        response: { 200: z.object({ status: z.enum(['dismissed', 'actioned']) }), ...errors },
      },
    },
    async (request) => decideReport(await ctx(request), request.params.id, request.body),
  );
  routes.get(
    '/api/v1/admin/users',
    {
      schema: {
        tags,
        summary: 'Members by name, username or e-mail, with their status',
        querystring: adminUsersQuerySchema,
        response: { 200: pageSchema(adminPersonSchema), ...errors },
      },
    },
    async (request) => listUsers(await ctx(request), request.query),
  );
  routes.post(
    '/api/v1/admin/users/:id/suspension',
    {
      schema: {
        tags,
        summary: 'Suspend a member for some days: their sessions and sockets end at once',
        params: userParams,
        body: suspendSchema,
        response: { 200: adminPersonSchema, ...errors },
      },
    },
    async (request) => suspendUser(await ctx(request), request.params.id, request.body),
  );
  routes.delete(
    '/api/v1/admin/users/:id/suspension',
    {
      schema: {
        tags,
        summary: 'Lift a suspension or ban',
        params: userParams,
        body: reasonSchema,
        response: { 200: adminPersonSchema, ...errors },
      },
    },
    async (request) => unsuspendUser(await ctx(request), request.params.id, request.body),
  );
  routes.post(
    '/api/v1/admin/users/:id/ban',
    {
      schema: {
        tags,
        summary: 'Ban a member: sessions end, their content is hidden while banned',
        params: userParams,
        body: reasonSchema,
        response: { 200: adminPersonSchema, ...errors },
      },
    },
    async (request) => banUser(await ctx(request), request.params.id, request.body),
  );
  routes.get(
    '/api/v1/admin/held-posts',
    {
      schema: {
        tags,
        summary: "Posts held for review (links in a new account's first posts), oldest first",
        querystring: pageQuerySchema,
        response: { 200: pageSchema(heldPostSchema), ...errors },
      },
    },
    async (request) => listHeldPosts(await ctx(request), request.query),
  );
  routes.post(
    '/api/v1/admin/held-posts/:id/approve',
    {
      schema: {
        tags,
        summary: 'Approve a held post: everyone who may read it sees it from now on',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await approveHeld(await ctx(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
  routes.delete(
    '/api/v1/admin/held-posts/:id',
    {
      schema: {
        tags,
        summary: 'Remove a held post, with a reason for the log',
        params: idParams,
        body: reasonSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeHeld(await ctx(request), request.params.id, request.body);
      return reply.status(204).send(null);
    },
  );
  routes.put(
    '/api/v1/admin/users/:id/trust-level',
    {
      schema: {
        tags,
        summary:
          "Set a member's trust level by hand (kept by the daily job), with a reason for the log",
        params: userParams,
        body: setTrustLevelSchema,
        response: { 200: adminPersonSchema, ...errors },
      },
    },
    async (request) => setMemberTrustLevel(await ctx(request), request.params.id, request.body),
  );
  routes.post(
    '/api/v1/admin/users/:id/verification-email',
    {
      schema: {
        tags,
        summary: 'Send the member the e-mail verification link again, with a reason for the log',
        params: userParams,
        body: reasonSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await resendVerification(await ctx(request), request.params.id, request.body);
      return reply.status(204).send(null);
    },
  );
  routes.delete(
    '/api/v1/admin/users/:id/two-factor',
    {
      schema: {
        tags,
        summary: "Turn off a member's two-step verification (a lost phone), with a reason",
        params: userParams,
        body: reasonSchema,
        response: { 200: adminPersonSchema, ...errors },
      },
    },
    async (request) => resetTwoFactor(await ctx(request), request.params.id, request.body),
  );
  routes.get(
    '/api/v1/admin/verifications',
    {
      schema: {
        tags,
        summary: 'Businesses asking for the verified badge',
        querystring: pageQuerySchema.extend({
          status: z.enum(['pending', 'approved', 'declined']).default('pending'),
        }),
        response: { 200: pageSchema(adminVerificationSchema), ...errors },
      },
    },
    async (request) => listVerifications(await ctx(request), request.query),
  );
  routes.put(
    '/api/v1/admin/verifications/:id',
    {
      schema: {
        tags,
        summary: 'Approve (the badge appears everywhere) or decline with a reason',
        params: idParams,
        body: verificationDecisionSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await decideVerification(await ctx(request), request.params.id, request.body);
      return reply.status(204).send(null);
    },
  );
  routes.get(
    '/api/v1/admin/log',
    {
      schema: {
        tags,
        summary: 'The moderation log: who did what, when and why (site and community admins)',
        querystring: pageQuerySchema,
        response: { 200: pageSchema(moderationLogEntrySchema), ...errors },
      },
    },
    async (request) => listLog(await ctx(request), request.query),
  );
  routes.get(
    '/api/v1/admin/jobs',
    {
      schema: {
        tags,
        summary:
          'Background jobs that failed every retry (dead letters), by job, with the last error',
        response: { 200: failedJobsSchema, ...errors },
      },
    },
    async (request) => failedJobs(await ctx(request)),
  );
  routes.post(
    '/api/v1/admin/jobs/:id/retry',
    {
      schema: {
        tags,
        summary: 'Puts a failed background job back in line',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await retryJob(await ctx(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
