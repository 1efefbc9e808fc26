import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pollSchema, pollVoteSchema } from '@aebro/shared/polls';
import { errorResponses } from '../../platform/http/responses';
import { contextOf } from '../../platform/http/session';
import { votePoll, withdrawVote } from './polls.service';

const postParams = z.object({ id: z.uuid() });
const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['posts'];

/** A post's poll (issue 36): made with the post (POST /posts, field `poll`); voted on here. */
export async function pollsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (request: Parameters<typeof contextOf>[1]) => contextOf(app, request);

  routes.post(
    '/api/v1/posts/:id/poll/votes',
    {
      schema: {
        tags,
        summary:
          "Vote in a post's poll (whoever may read the post); replaces my earlier choice while it is open",
        params: postParams,
        body: pollVoteSchema,
        response: { 200: pollSchema, ...errors },
      },
    },
    async (request) => votePoll(await ctx(request), request.params.id, request.body),
  );
  routes.delete(
    '/api/v1/posts/:id/poll/votes',
    {
      schema: {
        tags,
        summary: "Withdraw my vote in a post's poll while it is open",
        params: postParams,
        response: { 200: pollSchema, ...errors },
      },
    },
    async (request) => withdrawVote(await ctx(request), request.params.id),
  );
}
