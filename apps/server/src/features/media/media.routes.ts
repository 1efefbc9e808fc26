import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uploadedImageSchema } from '@aebro/shared/posts';
import { errorResponses } from '../../platform/http/responses';
import { contextOf } from '../../platform/http/session';
import { readUploadedFile } from '../../platform/http/upload';
import { uploadImage } from './media.service';

export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/v1/media/images',
    {
      schema: {
        tags: ['media'],
        summary:
          'Upload a photo to attach to a post (multipart field `file`; PNG, JPEG, GIF or WebP, at most 10 MB)',
        consumes: ['multipart/form-data'],
        response: { 201: uploadedImageSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const ctx = await contextOf(app, request);
      const data = await readUploadedFile(request, 'photo');
      return reply.status(201).send(await uploadImage(ctx, data));
    },
  );
}
