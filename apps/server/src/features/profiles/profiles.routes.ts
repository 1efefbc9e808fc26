import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicProfileSchema } from '@aebro/shared/connections';
import {
  businessRegistrationSchema,
  profileSchema,
  profileUpdateSchema,
} from '@aebro/shared/profiles';
import { errorResponses } from '../../platform/http/responses';
import { contextOf } from '../../platform/http/session';
import { readUploadedFile } from '../../platform/http/upload';
import { getPublicProfile } from './public-profile.service';
import {
  getOwnProfile,
  registerBusiness,
  replaceAvatar,
  updateOwnProfile,
} from './profiles.service';

const tags = ['profiles'];

export async function profilesRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/v1/me/profile',
    {
      schema: {
        tags,
        summary: 'My profile',
        response: { 200: profileSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getOwnProfile(await contextOf(app, request)),
  );

  routes.patch(
    '/api/v1/me/profile',
    {
      schema: {
        tags,
        summary: 'Update my profile',
        body: profileUpdateSchema,
        response: { 200: profileSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateOwnProfile(await contextOf(app, request), request.body),
  );

  routes.post(
    '/api/v1/me/business-registration',
    {
      schema: {
        tags,
        summary: 'Register my account as a business (the registration dialog)',
        body: businessRegistrationSchema,
        response: { 200: profileSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => registerBusiness(await contextOf(app, request), request.body),
  );

  routes.post(
    '/api/v1/me/avatar',
    {
      schema: {
        tags,
        summary:
          'Upload my profile picture or business logo (multipart field `file`: PNG, JPEG, GIF or WebP, at most 10 MB)',
        consumes: ['multipart/form-data'],
        response: {
          200: z.object({ avatarUrl: z.string() }),
          ...errorResponses(400, 401, 403, 404, 413, 415),
        },
      },
    },
    async (request) => {
      const ctx = await contextOf(app, request);
      const data = await readUploadedFile(request, 'picture');
      return { avatarUrl: await replaceAvatar(ctx, data) };
    },
  );

  routes.get(
    '/api/v1/profiles/:id',
    {
      schema: {
        tags,
        summary: "Someone's profile as I may see it",
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: publicProfileSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getPublicProfile(await contextOf(app, request), request.params.id),
  );
}
