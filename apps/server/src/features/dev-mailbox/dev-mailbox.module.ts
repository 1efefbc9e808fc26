import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mailboxSchema } from '@aebro/shared/mailbox';
import { notFound } from '../../platform/errors';
import { errorResponses } from '../../platform/http/responses';
import { canReadDevMailbox } from './dev-mailbox.policy';
import { renderMailboxPage } from './dev-mailbox.page';

/** The dev mailbox: e-mails kept instead of sent when no SMTP server is configured. */
export async function devMailboxModule(app: FastifyInstance): Promise<void> {
  const mailbox = app.devMailbox;
  if (!mailbox || app.config.nodeEnv === 'production') return;
  const check = async (request: FastifyRequest): Promise<void> => {
    if (!canReadDevMailbox(request, app.config)) throw notFound('Route not found.');
  };

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/dev/mailbox',
    {
      onRequest: check,
      schema: {
        tags: ['system'],
        summary:
          'E-mails stored by the dev mailbox, newest first (not in production; this machine only unless DEV_MAILBOX_OPEN=true)',
        response: { 200: mailboxSchema, ...errorResponses(404) },
      },
    },
    async () => ({ messages: await mailbox.list() }),
  );

  app.get('/dev/mailbox', { onRequest: check, schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderMailboxPage(await mailbox.list())),
  );
}
