import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '@aebro/shared/connections';
import {
  commentSchema,
  commentsLockSchema,
  createCommentSchema,
  createPostSchema,
  postSchema,
  postSearchQuerySchema,
  toggleResultSchema,
  updateCommentSchema,
  updatePostSchema,
  versionHistorySchema,
} from '@aebro/shared/posts';
import { errorResponses } from '../../platform/http/responses';
import { contextOf } from '../../platform/http/session';
import { addComment, deleteComment, editComment, listComments, toggle } from './engagement.service';
import { commentHistory, postHistory } from './post-history.service';
import { communityPosts, homeFeed, postsBy, publicPosts, savedPosts } from './feed.service';
import { createPost, deletePost, getPost, lockComments, updatePost } from './posts.service';

const postParams = z.object({ id: z.uuid() });
const errors = errorResponses(400, 401, 403, 404);
const postPage = pageSchema(postSchema);
const tags = ['posts'];

export async function postsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (request: Parameters<typeof contextOf>[1]) => contextOf(app, request);

  routes.post(
    '/api/v1/posts',
    {
      schema: {
        tags,
        summary:
          'Create a post (text and up to 4 uploaded photos); 429 SLOW_MODE with retryAfter in a community in slow mode',
        body: createPostSchema,
        response: { 201: postSchema, ...errors, ...errorResponses(429) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createPost(await ctx(request), request.body)),
  );
  routes.get(
    '/api/v1/posts/:id',
    {
      schema: {
        tags,
        summary: 'One post I may see',
        params: postParams,
        response: { 200: postSchema, ...errors },
      },
    },
    async (request) => getPost(await ctx(request), request.params.id),
  );
  routes.patch(
    '/api/v1/posts/:id',
    {
      schema: {
        tags,
        summary: 'Edit my post',
        params: postParams,
        body: updatePostSchema,
        response: { 200: postSchema, ...errors },
      },
    },
    async (request) => updatePost(await ctx(request), request.params.id, request.body),
  );
  routes.put(
    '/api/v1/posts/:id/comments-lock',
    {
      schema: {
        tags,
        summary:
          "Lock or unlock a post's comments (its author, its community's admins, a site admin)",
        params: postParams,
        body: commentsLockSchema,
        response: { 200: postSchema, ...errors },
      },
    },
    async (request) => lockComments(await ctx(request), request.params.id, request.body.locked),
  );
  routes.get(
    '/api/v1/posts/:id/history',
    {
      schema: {
        tags,
        summary:
          "A post's versions, newest first: the current one first, then what it read before each edit (whoever may read the post)",
        params: postParams,
        querystring: pageQuerySchema,
        response: { 200: versionHistorySchema, ...errors },
      },
    },
    async (request) => postHistory(await ctx(request), request.params.id, request.query),
  );
  routes.delete(
    '/api/v1/posts/:id',
    {
      schema: {
        tags,
        summary: 'Delete my post, or any post in a community I run',
        params: postParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deletePost(await ctx(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  routes.get(
    '/api/v1/feed',
    {
      schema: {
        tags,
        summary: 'Home feed: my posts and those of people I follow, newest first',
        querystring: pageQuerySchema,
        response: { 200: postPage, ...errors },
      },
    },
    async (request) => homeFeed(await ctx(request), request.query),
  );
  routes.get(
    '/api/v1/posts',
    {
      schema: {
        tags,
        summary: 'Public posts of everyone, newest first; `q` finds those matching a search',
        querystring: postSearchQuerySchema,
        response: { 200: postPage, ...errors },
      },
    },
    async (request) => publicPosts(await ctx(request), request.query),
  );
  routes.get(
    '/api/v1/profiles/:id/posts',
    {
      schema: {
        tags,
        summary: "Someone's posts that I may see",
        params: z.object({ id: z.string().min(1).max(100) }),
        querystring: pageQuerySchema,
        response: { 200: postPage, ...errors },
      },
    },
    async (request) => postsBy(await ctx(request), request.params.id, request.query),
  );
  routes.get(
    '/api/v1/communities/:id/posts',
    {
      schema: {
        tags,
        summary: "A community's posts, newest first (a private one's only for its members)",
        params: postParams,
        querystring: pageQuerySchema,
        response: { 200: postPage, ...errors },
      },
    },
    async (request) => communityPosts(await ctx(request), request.params.id, request.query),
  );
  routes.get(
    '/api/v1/me/saved-posts',
    {
      schema: {
        tags,
        summary: 'Posts I saved, most recent first',
        querystring: pageQuerySchema,
        response: { 200: postPage, ...errors },
      },
    },
    async (request) => savedPosts(await ctx(request), request.query),
  );

  for (const kind of ['like', 'save'] as const) {
    routes.put(
      `/api/v1/posts/:id/${kind}`,
      {
        schema: {
          tags,
          summary: `${kind === 'like' ? 'Like' : 'Save'} a post (idempotent)`,
          params: postParams,
          response: { 200: toggleResultSchema, ...errors },
        },
      },
      async (request) => toggle(await ctx(request), kind, request.params.id, true),
    );
    routes.delete(
      `/api/v1/posts/:id/${kind}`,
      {
        schema: {
          tags,
          summary: `Take back a ${kind} (idempotent)`,
          params: postParams,
          response: { 200: toggleResultSchema, ...errors },
        },
      },
      async (request) => toggle(await ctx(request), kind, request.params.id, false),
    );
  }

  routes.get(
    '/api/v1/posts/:id/comments',
    {
      schema: {
        tags,
        summary: 'Comments of a post, oldest first',
        params: postParams,
        querystring: pageQuerySchema,
        response: { 200: pageSchema(commentSchema), ...errors },
      },
    },
    async (request) => listComments(await ctx(request), request.params.id, request.query),
  );
  routes.post(
    '/api/v1/posts/:id/comments',
    {
      schema: {
        tags,
        summary: 'Comment on a post (403 COMMENTS_LOCKED while its comments are locked)',
        params: postParams,
        body: createCommentSchema,
        response: { 201: commentSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addComment(await ctx(request), request.params.id, request.body.body)),
  );
  routes.patch(
    '/api/v1/comments/:id',
    {
      schema: {
        tags,
        summary: 'Edit my comment (its earlier text is kept)',
        params: postParams,
        body: updateCommentSchema,
        response: { 200: commentSchema, ...errors },
      },
    },
    async (request) => editComment(await ctx(request), request.params.id, request.body),
  );
  routes.get(
    '/api/v1/comments/:id/history',
    {
      schema: {
        tags,
        summary:
          "A comment's versions, newest first: the current one first, then its earlier texts (whoever may see the comment)",
        params: postParams,
        querystring: pageQuerySchema,
        response: { 200: versionHistorySchema, ...errors },
      },
    },
    async (request) => commentHistory(await ctx(request), request.params.id, request.query),
  );
  routes.delete(
    '/api/v1/comments/:id',
    {
      schema: {
        tags,
        summary: 'Delete my comment, or one on my post or in a community I run',
        params: postParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteComment(await ctx(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
