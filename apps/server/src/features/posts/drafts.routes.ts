import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { draftPageSchema, draftSchema, saveDraftSchema } from '@aebro/shared/drafts';
import { postSchema } from '@aebro/shared/posts';
import { errorResponses } from '../../platform/http/responses';
import { contextOf } from '../../platform/http/session';
import {
  cancelSchedule,
  deleteDraft,
  getDraft,
  listDrafts,
  publishDraft,
  saveDraft,
  updateDraft,
} from './drafts.service';

const draftParams = z.object({ id: z.uuid() });
const pageQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).optional(),
});
const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['posts'];

/** Drafts and scheduled posts (issue 36): the author's own, nobody else's (404). */
export async function draftsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (request: Parameters<typeof contextOf>[1]) => contextOf(app, request);

  routes.get(
    '/api/v1/drafts',
    {
      schema: {
        tags,
        summary: 'My drafts and scheduled posts, last changed first',
        querystring: pageQuery,
        response: { 200: draftPageSchema, ...errors },
      },
    },
    async (request) => listDrafts(await ctx(request), request.query),
  );
  routes.post(
    '/api/v1/drafts',
    {
      schema: {
        tags,
        summary:
          'Keep the composer as a draft; with scheduledAt (in the future, at most a year ahead) it is published then',
        body: saveDraftSchema,
        response: { 201: draftSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await saveDraft(await ctx(request), request.body)),
  );
  routes.get(
    '/api/v1/drafts/:id',
    {
      schema: {
        tags,
        summary: 'One of my drafts or scheduled posts',
        params: draftParams,
        response: { 200: draftSchema, ...errors },
      },
    },
    async (request) => getDraft(await ctx(request), request.params.id),
  );
  routes.put(
    '/api/v1/drafts/:id',
    {
      schema: {
        tags,
        summary:
          'Replace a draft or scheduled post (content and time; scheduledAt null makes it a draft); 409 once it was published',
        params: draftParams,
        body: saveDraftSchema,
        response: { 200: draftSchema, ...errors },
      },
    },
    async (request) => updateDraft(await ctx(request), request.params.id, request.body),
  );
  routes.delete(
    '/api/v1/drafts/:id/schedule',
    {
      schema: {
        tags,
        summary: 'Cancel a scheduled post: it goes back to my drafts; 409 once it was published',
        params: draftParams,
        response: { 200: draftSchema, ...errors },
      },
    },
    async (request) => cancelSchedule(await ctx(request), request.params.id),
  );
  routes.delete(
    '/api/v1/drafts/:id',
    {
      schema: {
        tags,
        summary: 'Delete a draft or scheduled post; 409 once it was published',
        params: draftParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteDraft(await ctx(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
  routes.post(
    '/api/v1/drafts/:id/publish',
    {
      schema: {
        tags,
        summary: 'Publish a draft or scheduled post now; 409 once it was published',
        params: draftParams,
        response: { 201: postSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await publishDraft(await ctx(request), request.params.id)),
  );
}
