import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  signUpResultSchema,
  signUpSchema,
  usernameAvailabilitySchema,
  usernameSchema,
} from '@aebro/shared/accounts';
import { forbidden } from '../../platform/errors';
import { errorResponses } from '../../platform/http/responses';
import { currentViewer } from '../../platform/http/session';
import { limitedBy } from '../../platform/rate-limit';
import { canSignUp } from './accounts.policy';
import { isUsernameAvailable, signUp } from './accounts.service';

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
        response: { 201: signUpResultSchema, ...errorResponses(400, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      if (!canSignUp(await currentViewer(app, request)))
        throw forbidden('You are signed in already. Sign out to create another account.');
      await signUp(app.platform, request.body);
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
        response: { 200: usernameAvailabilitySchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => ({
      username: request.params.name,
      available: await isUsernameAvailable(app.platform, request.params.name),
    }),
  );
}
