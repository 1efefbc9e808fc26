import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  signUpResultSchema,
  signUpSchema,
  usernameAvailabilitySchema,
  usernameSchema,
} from '@aebro/shared/accounts';
import { apiErrorSchema } from '@aebro/shared/errors';
import { limitedBy } from '../../platform/rate-limit';
import { isUsernameTaken } from '../profiles/profiles.repository';
import { signUp } from './accounts.service';

export async function accountsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/v1/accounts',
    {
      config: limitedBy('signUp'),
      schema: {
        tags: ['accounts'],
        summary: 'Create a member or business account; a verification e-mail follows',
        description:
          'Answers 201 for a new address and for one that already has an account (the owner is e-mailed instead), so that addresses cannot be discovered.',
        body: signUpSchema,
        response: { 201: signUpResultSchema, 409: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await signUp(app.auth, app.db, request.body);
      return reply.status(201).send({ status: 'verification_sent' as const });
    },
  );

  routes.get(
    '/api/v1/usernames/:name/availability',
    {
      config: limitedBy('lookup'),
      schema: {
        tags: ['accounts'],
        summary: 'Whether a username is free (case-insensitive)',
        params: z.object({ name: usernameSchema }),
        response: { 200: usernameAvailabilitySchema },
      },
    },
    async (request) => ({
      username: request.params.name,
      available: !(await isUsernameTaken(app.db, request.params.name)),
    }),
  );
}
