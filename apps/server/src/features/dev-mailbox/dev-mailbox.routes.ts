import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mailboxSchema } from '@aebro/shared/mailbox';
import { renderMailboxPage } from './dev-mailbox.page';

/** The dev mailbox is readable only outside production and only when no SMTP server is configured. */
export async function devMailboxRoutes(app: FastifyInstance): Promise<void> {
  const mailbox = app.devMailbox;
  if (!mailbox || app.config.nodeEnv === 'production') return;

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/dev/mailbox',
    {
      schema: {
        tags: ['system'],
        summary: 'E-mails stored by the dev mailbox, newest first (not in production)',
        response: { 200: mailboxSchema },
      },
    },
    async () => ({ messages: await mailbox.list() }),
  );

  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderMailboxPage(await mailbox.list())),
  );
}
