import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '@aebro/shared/connections';
import { apiErrorSchema } from '@aebro/shared/errors';
import {
  commentSchema,
  createCommentSchema,
  createPostSchema,
  postSchema,
  toggleResultSchema,
  updatePostSchema,
  uploadedImageSchema,
} from '@aebro/shared/posts';
import { badRequest } from '../../platform/errors';
import { requireUser } from '../../platform/http/session';
import { imageLimits } from '../../platform/storage/images';
import {
  addComment,
  deleteComment,
  listComments,
  toggle,
  type EngagementDeps,
} from './engagement.service';
import {
  createPost,
  deletePost,
  getPost,
  homeFeed,
  postsBy,
  publicPosts,
  updatePost,
} from './posts.service';
import { savedPosts } from './saved.service';
import { uploadPostImage } from './uploads.service';

const postParams = z.object({ id: z.uuid() });
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};
const postPage = pageSchema(postSchema);

export async function postsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['posts'];
  const deps: EngagementDeps = { db: app.db, events: app.events, notifier: app.notifier };
  const me = async (request: Parameters<typeof requireUser>[1]): Promise<string> =>
    (await requireUser(app, request)).id;

  routes.post(
    '/api/v1/posts',
    {
      schema: {
        tags,
        summary: 'Create a post (text and up to 4 uploaded photos)',
        body: createPostSchema,
        response: { 201: postSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createPost(app.db, app.events, await me(request), request.body)),
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
    async (request) => getPost(app.db, await me(request), request.params.id),
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
    async (request) => updatePost(app.db, await me(request), request.params.id, request.body),
  );
  routes.delete(
    '/api/v1/posts/:id',
    {
      schema: {
        tags,
        summary: 'Delete my post',
        params: postParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deletePost(app.db, await me(request), request.params.id);
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
    async (request) => homeFeed(app.db, await me(request), request.query),
  );
  routes.get(
    '/api/v1/posts',
    {
      schema: {
        tags,
        summary: 'Public posts of everyone, newest first',
        querystring: pageQuerySchema,
        response: { 200: postPage, ...errors },
      },
    },
    async (request) => publicPosts(app.db, await me(request), request.query),
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
    async (request) => postsBy(app.db, await me(request), request.params.id, request.query),
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
    async (request) => savedPosts(app.db, await me(request), request.query),
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
      async (request) => toggle(deps, kind, await me(request), request.params.id, true),
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
      async (request) => toggle(deps, kind, await me(request), request.params.id, false),
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
    async (request) => listComments(app.db, await me(request), request.params.id, request.query),
  );
  routes.post(
    '/api/v1/posts/:id/comments',
    {
      schema: {
        tags,
        summary: 'Comment on a post',
        params: postParams,
        body: createCommentSchema,
        response: { 201: commentSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addComment(deps, await me(request), request.params.id, request.body.body)),
  );
  routes.delete(
    '/api/v1/comments/:id',
    {
      schema: {
        tags,
        summary: 'Delete my comment, or one on my post',
        params: postParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteComment(deps, await me(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  routes.post(
    '/api/v1/media/images',
    {
      schema: {
        tags,
        summary:
          'Upload a photo for a post (multipart field `file`; PNG, JPEG, GIF or WebP, at most 10 MB)',
        consumes: ['multipart/form-data'],
        response: { 201: uploadedImageSchema, ...errors, 413: apiErrorSchema, 415: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const userId = await me(request);
      if (!request.isMultipart())
        throw badRequest('Send the photo as multipart/form-data in a field named "file".');
      const file = await request.file({ limits: { fileSize: imageLimits.maxBytes, files: 1 } });
      if (!file) throw badRequest('Send the photo in a field named "file".');
      return reply
        .status(201)
        .send(await uploadPostImage(app.db, app.storage, userId, await file.toBuffer()));
    },
  );
}
