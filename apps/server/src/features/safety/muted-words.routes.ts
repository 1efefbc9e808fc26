import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  mutedWordCreateSchema,
  mutedWordListSchema,
  mutedWordSchema,
} from '@aebro/shared/notification-filters';
import { errorResponses } from '../../platform/http/responses';
import { contextOf } from '../../platform/http/session';
import { addMutedWord, listMutedWords, removeMutedWord } from './muted-words.service';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['safety'];

/** Issue 37: my muted words, hidden from my feeds, comments, notifications and search. */
export async function mutedWordsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/v1/me/muted-words',
    {
      schema: {
        tags,
        summary: 'My muted words still in force',
        response: { 200: mutedWordListSchema, ...errors },
      },
    },
    async (request) => ({ items: await listMutedWords(await contextOf(app, request)) }),
  );
  routes.post(
    '/api/v1/me/muted-words',
    {
      schema: {
        tags,
        summary: 'Mute a word or phrase (whole word or anywhere, never or for 1, 7 or 30 days)',
        body: mutedWordCreateSchema,
        response: { 200: mutedWordSchema, ...errors },
      },
    },
    async (request) => await addMutedWord(await contextOf(app, request), request.body),
  );
  routes.delete(
    '/api/v1/me/muted-words/:id',
    {
      schema: {
        tags,
        summary: 'Unmute a word',
        params: z.object({ id: z.uuid() }),
        response: { 200: z.object({ ok: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      await removeMutedWord(await contextOf(app, request), request.params.id);
      return { ok: true as const };
    },
  );
}
