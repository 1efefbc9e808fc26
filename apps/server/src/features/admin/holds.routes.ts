import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '@aebro/shared/connections';
import {
  blockedDomainCreateSchema,
  blockedDomainListSchema,
  blockedDomainSchema,
  heldItemSchema,
  holdWordCreateSchema,
  holdWordListSchema,
  holdWordSchema,
} from '@aebro/shared/holds';
import { reasonSchema } from '@aebro/shared/safety';
import type { Context } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { errorResponses } from '../../platform/http/responses';
import { currentViewer } from '../../platform/http/session';
import {
  addBlockedDomain,
  addHoldWord,
  listBlockedDomains,
  listHoldWords,
  removeBlockedDomain,
  removeHoldWord,
} from '../safety/holds.service';
import { isAdmin } from '../safety/safety.service';
import {
  approveHeldCommentAsAdmin,
  listHeldComments,
  removeHeldComment,
} from './held-posts.service';

const errors = errorResponses(400, 404, 409);
const tags = ['admin'];
const idParams = z.object({ id: z.uuid() });

/**
 * Issue 37, /api/v1/admin: the site-wide hold words and blocked domains, and the held comments
 * (held posts are in admin.routes). Site admins only; everyone else gets 404.
 */
export async function adminHoldsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ctx = async (request: FastifyRequest): Promise<Context> => {
    const viewer = await currentViewer(app, request);
    if (!viewer || !(await isAdmin(app.platform, viewer))) throw notFound();
    return { ...app.platform, log: request.log, viewer };
  };
  const noContent = { 204: z.null(), ...errors };

  routes.get(
    '/api/v1/admin/hold-words',
    {
      schema: {
        tags,
        summary: 'Site-wide hold words: a post or comment holding one is held for review',
        response: { 200: holdWordListSchema, ...errors },
      },
    },
    async (request) => ({ items: await listHoldWords(await ctx(request), null) }),
  );
  routes.post(
    '/api/v1/admin/hold-words',
    {
      schema: {
        tags,
        summary: 'Add a site-wide hold word or phrase (matched in Ge’ez and Latin spellings)',
        body: holdWordCreateSchema,
        response: { 200: holdWordSchema, ...errors },
      },
    },
    async (request) => await addHoldWord(await ctx(request), null, request.body),
  );
  routes.delete(
    '/api/v1/admin/hold-words/:id',
    {
      schema: {
        tags,
        summary: 'Take a site-wide hold word off',
        params: idParams,
        response: noContent,
      },
    },
    async (request, reply) => {
      await removeHoldWord(await ctx(request), null, request.params.id);
      return reply.status(204).send(null);
    },
  );
  routes.get(
    '/api/v1/admin/blocked-domains',
    {
      schema: {
        tags,
        summary: 'Blocked domains: a post or comment linking to one is held for review',
        response: { 200: blockedDomainListSchema, ...errors },
      },
    },
    async (request) => ({ items: await listBlockedDomains(await ctx(request)) }),
  );
  routes.post(
    '/api/v1/admin/blocked-domains',
    {
      schema: {
        tags,
        summary: 'Block a domain (and its subdomains)',
        body: blockedDomainCreateSchema,
        response: { 200: blockedDomainSchema, ...errors },
      },
    },
    async (request) => await addBlockedDomain(await ctx(request), request.body),
  );
  routes.delete(
    '/api/v1/admin/blocked-domains/:id',
    {
      schema: { tags, summary: 'Unblock a domain', params: idParams, response: noContent },
    },
    async (request, reply) => {
      await removeBlockedDomain(await ctx(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
  routes.get(
    '/api/v1/admin/held-comments',
    {
      schema: {
        tags,
        summary: 'Comments held for review, oldest first',
        querystring: pageQuerySchema,
        response: { 200: pageSchema(heldItemSchema), ...errors },
      },
    },
    async (request) => listHeldComments(await ctx(request), request.query),
  );
  routes.post(
    '/api/v1/admin/held-comments/:id/approve',
    {
      schema: {
        tags,
        summary: 'Approve a held comment: its post’s readers see it from now on',
        params: idParams,
        response: noContent,
      },
    },
    async (request, reply) => {
      await approveHeldCommentAsAdmin(await ctx(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
  routes.delete(
    '/api/v1/admin/held-comments/:id',
    {
      schema: {
        tags,
        summary: 'Remove a held comment, with a reason for the log',
        params: idParams,
        body: reasonSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await removeHeldComment(await ctx(request), request.params.id, request.body);
      return reply.status(204).send(null);
    },
  );
}
