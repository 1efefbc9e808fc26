import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { setSiteAdmin } from './features/admin/admin.service';
import { loadConfig } from './platform/config';
import { createDb, createPool, runMigrations } from './platform/db/client';
import { clusterDir } from './platform/db/cluster-location';
import { ensureDatabase, startEmbeddedPostgres } from './platform/db/embedded';
import { loadOrCreateSecrets, lockDataDir } from './platform/data-dir';

/**
 * `npm run admin -- grant <email>` / `revoke <email>`: makes a member a site admin (or not) in the
 * database. Uses DATABASE_URL, else the embedded PostgreSQL of DATA_DIR: the running one (its port
 * is in postmaster.pid), or starts it for the moment when Aebro is stopped.
 */
async function main(): Promise<number> {
  const [command, email] = process.argv.slice(2);
  if ((command !== 'grant' && command !== 'revoke') || !email?.includes('@')) {
    process.stderr.write('usage: npm run admin -- grant <email> | revoke <email>\n');
    return 2;
  }
  // npm runs workspace scripts in apps/server; DATA_DIR is relative to where the command was typed.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const config = loadConfig();
  // A session of its own (migrations): DATABASE_DIRECT_URL when DATABASE_URL is a pooler's.
  let url = config.databaseDirectUrl ?? config.databaseUrl;
  let stop: (() => Promise<void>) | undefined;
  if (!url) {
    const secrets = loadOrCreateSecrets(config.dataDir, () => webpush.generateVAPIDKeys());
    const dir = clusterDir(config.dataDir);
    const pid = path.join(dir, 'postmaster.pid');
    const port = fs.existsSync(pid) ? Number(fs.readFileSync(pid, 'utf8').split('\n')[3]) : NaN;
    if (Number.isInteger(port) && port > 0) {
      url = `postgres://postgres:${encodeURIComponent(secrets.embeddedDbPassword)}@127.0.0.1:${port}/aebro`;
    } else {
      const release = lockDataDir(config.dataDir);
      const embedded = await startEmbeddedPostgres({ dir, password: secrets.embeddedDbPassword });
      await ensureDatabase(embedded.url('postgres'), 'aebro');
      url = embedded.url('aebro');
      stop = async () => {
        await embedded.stop();
        release();
      };
    }
  }
  await runMigrations(url);
  const pool = createPool(url, { max: 1 });
  try {
    const result = await setSiteAdmin({ db: createDb(pool) }, email, command === 'grant');
    const messages = {
      changed:
        command === 'grant'
          ? `${email} is now a site admin.`
          : `${email} is no longer a site admin.`,
      unchanged:
        command === 'grant'
          ? `${email} was a site admin already.`
          : `${email} was not a site admin.`,
      'no-account': `No account has the address ${email}.`,
    };
    process.stdout.write(`${messages[result]}\n`);
    return result === 'no-account' ? 1 : 0;
  } finally {
    await pool.end();
    await stop?.();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`admin: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
