import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import path from 'node:path';
import multipart from '@fastify/multipart';
import { accountsRoutes } from './features/accounts/accounts.routes';
import { connectionsRoutes } from './features/connections/connections.routes';
import { createAuth } from './features/auth/auth';
import { authRoutes } from './features/auth/auth.routes';
import { devMailboxRoutes } from './features/dev-mailbox/dev-mailbox.routes';
import { healthRoutes } from './features/health/health.routes';
import { createNotifier } from './features/notifications/notifications.service';
import { notificationsRoutes } from './features/notifications/notifications.routes';
import { createPushSender } from './features/notifications/push.service';
import { registerPostsRealtime } from './features/posts/posts.realtime';
import { postsRoutes } from './features/posts/posts.routes';
import { profilesRoutes } from './features/profiles/profiles.routes';
import { settingsRoutes } from './features/settings/settings.routes';
import { createDb, createPool } from './platform/db/client';
import { registerErrorHandler } from './platform/http/error-handler';
import { registerOpenApi } from './platform/http/openapi';
import { registerSecurityHeaders } from './platform/http/security';
import { registerSpa } from './platform/http/spa';
import { createDevMailbox } from './platform/mail/dev-mailbox';
import { createSmtpMailer } from './platform/mail/smtp-mailer';
import { registerMedia } from './platform/http/media';
import { webDistDir } from './platform/paths';
import { createEventBus } from './platform/events';
import { createMemoryPresence, createRedisPresence } from './platform/presence';
import { attachRealtime } from './platform/realtime/realtime';
import { registerRateLimit } from './platform/rate-limit';
import { createStorage } from './platform/storage/create-storage';
import type { AppConfig } from './platform/types';

export interface BuildOptions {
  /** Where the built browser app lives; defaults to apps/web/dist. */
  webDistDir?: string;
}

/** Builds the whole HTTP application; main.ts listens with it and the tests inject into it. */
export async function buildApp(
  config: AppConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'res.headers["set-cookie"]',
          '*.password',
          '*.token',
        ],
        censor: '[redacted]',
      },
    },
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const pool = createPool(config.databaseUrl);
  // Only what helps: pg attaches the whole client (connection parameters included) to the error.
  pool.on('error', (error: Error & { code?: string }) =>
    app.log.error({ code: error.code, reason: error.message }, 'idle database connection failed'),
  );
  const db = createDb(pool);
  const devMailbox = config.smtpUrl ? null : createDevMailbox(db, app.log);
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('devMailbox', devMailbox);
  const mailer = devMailbox ?? createSmtpMailer(config.smtpUrl ?? '', config.mailFrom);
  const mediaDir = path.join(config.dataDir, 'media');
  app.decorate('mailer', mailer);
  const events = createEventBus(app.log);
  app.decorate('events', events);
  app.decorate('auth', createAuth(config, db, mailer, events));
  app.decorate('storage', createStorage(config, mediaDir));
  const presence = config.redisUrl
    ? createRedisPresence(config.redisUrl, app.log)
    : createMemoryPresence();
  app.decorate('presence', presence);
  const realtime = attachRealtime(app, events, config.redisUrl);
  app.decorate('realtime', realtime);
  const push = createPushSender(
    db,
    app.log,
    config.vapidKeys,
    config.vapidSubject ?? `mailto:admin@${new URL(config.publicUrl).hostname}`,
  );
  app.decorate(
    'notifier',
    createNotifier({
      db,
      events,
      log: app.log,
      isUserConnected: (id) => realtime.isUserConnected(id),
      push,
    }),
  );
  // Open sockets would keep the HTTP server from closing.
  app.addHook('preClose', async () => {
    await realtime.close();
  });
  app.addHook('onClose', async () => {
    await events.idle();
    await presence.close();
    await pool.end();
  });

  registerErrorHandler(app);
  await registerSecurityHeaders(app, config);
  await registerOpenApi(app, config, config.version);
  await registerRateLimit(app, config.redisUrl);
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 10 } });
  await registerMedia(app, mediaDir);

  await app.register(healthRoutes);
  await app.register(devMailboxRoutes);
  await app.register(authRoutes);
  await app.register(accountsRoutes);
  await app.register(profilesRoutes);
  await app.register(connectionsRoutes);
  await app.register(settingsRoutes);
  await app.register(notificationsRoutes);
  await app.register(postsRoutes);
  registerPostsRealtime(app);

  await registerSpa(app, options.webDistDir ?? webDistDir);
  return app;
}
