import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthSchema } from '@aebro/shared/health';
import { checkHealth } from './health.service';

/** Health: liveness and database status, for monitors and load balancers. */
export async function healthModule(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database status',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const health = await checkHealth(app.platform);
      return reply.status(health.status === 'ok' ? 200 : 503).send(health);
    },
  );
}
