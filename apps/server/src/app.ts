import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { adminModule } from './features/admin/admin.module';
import { accountsModule } from './features/accounts/accounts.module';
import { createAuth, identityFrom } from './features/auth/auth';
import { authModule } from './features/auth/auth.module';
import { communitiesModule } from './features/communities/communities.module';
import { connectionsModule } from './features/connections/connections.module';
import { devMailboxModule } from './features/dev-mailbox/dev-mailbox.module';
import { eventsModule } from './features/events/events.module';
import { healthModule } from './features/health/health.module';
import { mediaModule } from './features/media/media.module';
import { messagesModule } from './features/messages/messages.module';
import { myDataModule } from './features/my-data/my-data.module';
import { notificationsModule } from './features/notifications/notifications.module';
import { peopleModule } from './features/people/people.module';
import { postsModule } from './features/posts/posts.module';
import { presenceModule } from './features/presence/presence.module';
import { profilesModule } from './features/profiles/profiles.module';
import { paymentsModule } from './features/payments/payments.module';
import { servicesModule } from './features/services/services.module';
import { safetyModule } from './features/safety/safety.module';
import { settingsModule } from './features/settings/settings.module';
import type { Platform } from './platform/context';
import { createDb, createPool, pairGenericPool } from './platform/db/client';
import { createReadRouting, queryCounter } from './platform/db/read-routing';
import { createMemoryWriteMarks, createRedisWriteMarks } from './platform/db/write-marks';
import { registerReadYourWrites } from './platform/http/read-your-writes';
import { createMemoryCounters, createRedisCounters } from './platform/counters';
import { createEventBus } from './platform/events';
import { jobFailureCounter } from './platform/jobs/job-origin';
import { createJobs } from './platform/jobs/jobs';
import { createPaymentProvider, describeProvider } from './platform/payments/create-provider';
import type { StripeApi } from './platform/payments/stripe-provider';
import { registerCompression } from './platform/http/compression';
import { registerErrorHandler } from './platform/http/error-handler';
import { registerInputGuards } from './platform/http/input-guards';
import { registerMedia } from './platform/http/media';
import { registerOpenApi } from './platform/http/openapi';
import { recordRoutes } from './platform/http/route-catalog';
import { registerSecurityHeaders } from './platform/http/security';
import { registerSpa } from './platform/http/spa';
import { createSessionCache } from './platform/session-cache';
import { createDevMailbox } from './platform/mail/dev-mailbox.repository';
import { createSmtpMailer } from './platform/mail/smtp-mailer';
import { webDistDir } from './platform/paths';
import { createMemoryPresence, createRedisPresence } from './platform/presence';
import { logMixin, markRequestLogger, requestIdOf, withLogFields } from './platform/log-context';
import { registerMetrics } from './platform/metrics';
import { registerRateLimit } from './platform/rate-limit';
import { attachRealtime } from './platform/realtime/realtime';
import { createSocketsHere } from './platform/realtime/sockets-here';
import { createStorage } from './platform/storage/create-storage';
import type { AppConfig } from './platform/types';

/**
 * The areas of the product, each a Fastify plugin that registers its routes, socket rooms and event
 * subscriptions. A new area is a folder under features/ and a line here.
 */
const modules: ReadonlyArray<FastifyPluginAsync> = [
  healthModule,
  devMailboxModule,
  authModule,
  accountsModule,
  profilesModule,
  connectionsModule,
  peopleModule,
  presenceModule,
  settingsModule,
  myDataModule,
  notificationsModule,
  mediaModule,
  postsModule,
  paymentsModule,
  communitiesModule,
  messagesModule,
  eventsModule,
  servicesModule,
  safetyModule,
  adminModule,
];

export interface BuildOptions {
  /** Where the built browser app lives; defaults to apps/web/dist. */
  webDistDir?: string;
  /** Where the Stripe client sends requests (tests point it at a local recording endpoint). */
  stripeApi?: StripeApi;
  /** False for an app that only describes itself (the OpenAPI document): no database, no jobs. */
  startJobs?: boolean;
  /** The only process on its database (the embedded PostgreSQL): see createJobs. */
  soleProcess?: boolean;
  /** Where the log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
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
      // The request id (and a job's or socket's fields) on every line: see log-context.
      mixin: logMixin,
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    genReqId: requestIdOf,
    requestIdHeader: false,
    childLoggerFactory: (logger, bindings, options) =>
      markRequestLogger(logger.child(bindings, options)),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('routeCatalog', recordRoutes(app));
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    withLogFields({ reqId: request.id }, done);
  });
  // Reading a body runs on stream events, outside the context entered above: enter it again.
  app.addHook('preValidation', (request, _reply, done) => {
    withLogFields({ reqId: request.id }, done);
  });

  // The platform: the swappable parts, each with an embedded default.
  const queries = queryCounter();
  const poolOptions = {
    max: config.databasePoolSize,
    preparedStatements: config.databasePreparedStatements,
  };
  const pool = createPool(config.databaseUrl, {
    ...poolOptions,
    onQuery: () => queries.inc({ pool: 'primary' }),
  });
  // Only what helps: pg attaches the whole client (connection parameters included) to the error.
  const idleFailed = (error: Error & { code?: string }) =>
    app.log.error({ code: error.code, reason: error.message }, 'idle database connection failed');
  pool.on('error', idleFailed);
  const db = createDb(pool);
  // The home feed's pages through connections that plan them generically (client.ts
  // genericPlanned), a quarter of the pool more per process. Not past a pooler (DATABASE_DIRECT_URL
  // set), which would hand the connection's setting to other clients.
  const genericPoolSize =
    config.databaseDirectUrl === undefined && config.databasePreparedStatements === 'named'
      ? Math.max(2, Math.ceil(config.databasePoolSize / 4))
      : undefined;
  const genericPool = genericPoolSize
    ? pairGenericPool(db, config.databaseUrl, {
        ...poolOptions,
        max: genericPoolSize,
        onQuery: () => queries.inc({ pool: 'primary' }),
      })
    : undefined;
  genericPool?.on('error', idleFailed);
  const reads =
    config.databaseReplicaUrls.length > 0
      ? createReadRouting({
          primary: pool,
          replicaUrls: config.databaseReplicaUrls,
          marks: config.redisUrl
            ? createRedisWriteMarks(config.redisUrl, app.log)
            : createMemoryWriteMarks(),
          log: app.log,
          maxLagMs: config.databaseReplicaMaxLagMs,
          pool: poolOptions,
          genericPoolSize,
          queries,
        })
      : undefined;
  const jobFailures = jobFailureCounter();
  const devMailbox = config.smtpUrl ? null : createDevMailbox(db, app.log);
  const jobs = createJobs(pool, app.log, {
    // LISTEN needs a session of its own: past PgBouncer in transaction mode, straight to the primary.
    listenUrl: config.databaseDirectUrl ?? config.databaseUrl,
    soleProcess: options.soleProcess ?? false,
    failures: jobFailures,
    preparedStatements: config.databasePreparedStatements,
  });
  const parts = {
    config,
    db,
    reads,
    events: createEventBus(app.log, jobs),
    log: app.log,
    storage: createStorage(config, path.join(config.dataDir, 'media')),
    presence: config.redisUrl
      ? createRedisPresence(config.redisUrl, app.log)
      : createMemoryPresence(),
    socketsHere: createSocketsHere(),
    counters: config.redisUrl
      ? createRedisCounters(config.redisUrl, app.log)
      : createMemoryCounters(),
    mailer: devMailbox ?? createSmtpMailer(config.smtpUrl ?? '', config.mailFrom),
    jobs,
    payments: createPaymentProvider(config, options.stripeApi),
  };
  app.log.info(describeProvider(parts.payments));
  // Better Auth's hooks run on requests, after the platform (whose identity is made from it) is whole.
  const auth = createAuth(parts, () => platform);
  const sessions = createSessionCache({ redisUrl: config.redisUrl, log: app.log });
  const platform: Platform = { ...parts, identity: identityFrom(auth, sessions) };
  app.decorate('config', config);
  app.decorate('platform', platform);
  app.decorate('identity', platform.identity);
  app.decorate('auth', auth);
  app.decorate('devMailbox', devMailbox);
  const realtime = attachRealtime(app, config.redisUrl);
  app.decorate('realtime', realtime);
  parts.socketsHere.attach((userId) => realtime.hasSocketHere(userId));
  const metrics = registerMetrics(app, {
    pool,
    sockets: () => realtime.io.engine.clientsCount,
    failedJobs: async () => (await jobs.failed()).total,
  });
  metrics.registry.registerMetric(queries);
  metrics.registry.registerMetric(jobFailures);
  reads?.register(metrics.registry);
  app.decorate('metrics', metrics);
  if (reads) registerReadYourWrites(app, reads);
  // The job queue works from the start: a transaction that queues a job must never wait for the
  // queue to start (that needs connections the waiting transactions may be holding).
  if (options.startJobs !== false)
    app.addHook('onReady', async () => {
      await platform.jobs.start();
    });
  // Open sockets would keep the HTTP server from closing.
  app.addHook('preClose', async () => {
    await realtime.close();
  });
  app.addHook('onClose', async () => {
    await platform.jobs.stop();
    await platform.events.idle();
    await platform.presence.close();
    await platform.counters.close();
    await sessions.close();
    await reads?.close();
    await genericPool?.end();
    await pool.end();
  });

  registerErrorHandler(app);
  registerInputGuards(app);
  registerSecurityHeaders(app, config);
  await registerCompression(app);
  await registerOpenApi(app, config, config.version);
  await registerRateLimit(app, config.redisUrl);
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 10 } });
  await registerMedia(app, path.join(config.dataDir, 'media'));

  for (const module of modules) await app.register(module);

  await registerSpa(app, options.webDistDir ?? webDistDir);
  return app;
}
