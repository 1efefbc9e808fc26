import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@aebro/shared/errors';
import {
  businessRegistrationSchema,
  profileSchema,
  profileUpdateSchema,
} from '@aebro/shared/profiles';
import { badRequest } from '../../platform/errors';
import { currentUser, requireUser } from '../../platform/http/session';
import { imageLimits } from '../../platform/storage/images';
import {
  getOwnProfile,
  registerBusiness,
  replaceAvatar,
  updateOwnProfile,
} from './profiles.service';

const sessionSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    twoFactorEnabled: z.boolean(),
  }),
  profile: profileSchema,
});

export async function profilesRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const unauthorised = { 401: apiErrorSchema };

  routes.get(
    '/api/v1/session',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in user and their profile, or null when signed out',
        response: { 200: sessionSchema.nullable() },
      },
    },
    async (request) => {
      // Signed out is a normal answer here (the browser asks on every start), not an error.
      const user = await currentUser(app, request);
      return user ? { user, profile: await getOwnProfile(app.db, user.id) } : null;
    },
  );

  routes.get(
    '/api/v1/me/profile',
    {
      schema: {
        tags: ['profiles'],
        summary: 'My profile',
        response: { 200: profileSchema, ...unauthorised },
      },
    },
    async (request) => getOwnProfile(app.db, (await requireUser(app, request)).id),
  );

  routes.patch(
    '/api/v1/me/profile',
    {
      schema: {
        tags: ['profiles'],
        summary: 'Update my profile',
        body: profileUpdateSchema,
        response: { 200: profileSchema, ...unauthorised },
      },
    },
    async (request) => updateOwnProfile(app.db, (await requireUser(app, request)).id, request.body),
  );

  routes.post(
    '/api/v1/me/business-registration',
    {
      schema: {
        tags: ['profiles'],
        summary: 'Register my account as a business (the registration dialog)',
        body: businessRegistrationSchema,
        response: { 200: profileSchema, ...unauthorised },
      },
    },
    async (request) => registerBusiness(app.db, (await requireUser(app, request)).id, request.body),
  );

  routes.post(
    '/api/v1/me/avatar',
    {
      schema: {
        tags: ['profiles'],
        summary:
          'Upload my profile picture or business logo (multipart field `file`: PNG, JPEG, GIF or WebP, at most 10 MB)',
        consumes: ['multipart/form-data'],
        response: {
          200: z.object({ avatarUrl: z.string() }),
          ...unauthorised,
          413: apiErrorSchema,
          415: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const user = await requireUser(app, request);
      if (!request.isMultipart())
        throw badRequest('Send the picture as multipart/form-data in a field named "file".');
      const file = await request.file({ limits: { fileSize: imageLimits.maxBytes, files: 1 } });
      if (!file) throw badRequest('Send the picture in a field named "file".');
      const data = await file.toBuffer();
      return { avatarUrl: await replaceAvatar(app.db, app.storage, user.id, data) };
    },
  );
}
