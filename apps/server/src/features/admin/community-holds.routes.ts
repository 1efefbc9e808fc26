import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  heldItemSchema,
  holdWordCreateSchema,
  holdWordListSchema,
  holdWordSchema,
} from '@aebro/shared/holds';
import { reasonSchema } from '@aebro/shared/safety';
import { errorResponses } from '../../platform/http/responses';
import { contextOf } from '../../platform/http/session';
import {
  addCommunityHoldWord,
  approveCommunityHeld,
  communityHeld,
  communityHoldWords,
  removeCommunityHeld,
  removeCommunityHoldWord,
} from './community-holds.service';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['communities'];
const community = z.object({ id: z.uuid() });
const heldParams = z.object({ id: z.uuid(), kind: z.enum(['post', 'comment']), itemId: z.uuid() });

/** Issue 37: a community's keyword filter and the posts and comments it held (its admins only). */
export async function communityHoldsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (request: Parameters<typeof contextOf>[1]) => contextOf(app, request);

  routes.get(
    '/api/v1/communities/:id/hold-words',
    {
      schema: {
        tags,
        summary: "The community's keyword filter: words that hold a post or comment for review",
        params: community,
        response: { 200: holdWordListSchema, ...errors },
      },
    },
    async (request) => ({ items: await communityHoldWords(await ctx(request), request.params.id) }),
  );
  routes.post(
    '/api/v1/communities/:id/hold-words',
    {
      schema: {
        tags,
        summary: "Add a word or phrase to the community's keyword filter (its admins only)",
        params: community,
        body: holdWordCreateSchema,
        response: { 200: holdWordSchema, ...errors },
      },
    },
    async (request) =>
      await addCommunityHoldWord(await ctx(request), request.params.id, request.body),
  );
  routes.delete(
    '/api/v1/communities/:id/hold-words/:wordId',
    {
      schema: {
        tags,
        summary: "Take a word off the community's keyword filter",
        params: z.object({ id: z.uuid(), wordId: z.uuid() }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeCommunityHoldWord(await ctx(request), request.params.id, request.params.wordId);
      return reply.status(204).send(null);
    },
  );
  routes.get(
    '/api/v1/communities/:id/held',
    {
      schema: {
        tags,
        summary: 'Posts and comments in the community held for review, oldest first',
        params: community,
        response: { 200: z.object({ items: z.array(heldItemSchema) }), ...errors },
      },
    },
    async (request) => ({ items: await communityHeld(await ctx(request), request.params.id) }),
  );
  routes.post(
    '/api/v1/communities/:id/held/:kind/:itemId/approve',
    {
      schema: {
        tags,
        summary: 'Approve a held post or comment in the community: its readers see it from now on',
        params: heldParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { id, kind, itemId } = request.params;
      await approveCommunityHeld(await ctx(request), id, kind, itemId);
      return reply.status(204).send(null);
    },
  );
  routes.delete(
    '/api/v1/communities/:id/held/:kind/:itemId',
    {
      schema: {
        tags,
        summary:
          "Remove a held post or comment in the community (the writer's strike), with a reason",
        params: heldParams,
        body: reasonSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { id, kind, itemId } = request.params;
      await removeCommunityHeld(await ctx(request), id, kind, itemId, request.body);
      return reply.status(204).send(null);
    },
  );
}
