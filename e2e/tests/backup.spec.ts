import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import getPort from 'get-port';

// scripts/backup.sh and scripts/restore.sh on a real database: a member and a post made through the
// built server survive a backup and a restore into a new database, and the member signs in there.
// It needs the PostgreSQL at TEST_DATABASE_URL and its pg_dump (.ci/run provides both).
const root = path.resolve(import.meta.dirname, '..', '..');
const adminUrl = process.env.TEST_DATABASE_URL ?? '';
const usable = Boolean(adminUrl) && spawnSync('pg_dump', ['--version']).status === 0;

test.skip(!usable, 'needs TEST_DATABASE_URL and pg_dump (see .ci/run)');

function databaseUrl(name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}

/**
 * The built server on `database`, once it answers its health check. On a new database it first
 * runs every migration, which on a slow host beside another test's browsers takes a while; if it
 * exits instead, the error says what it wrote.
 */
async function startServer(database: string, dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: databaseUrl(database),
      AUTH_SECRET: 'backup-test-secret-that-is-long-enough',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output = `${output}${chunk.toString('utf8')}`.slice(-4000);
  });
  for (const deadline = Date.now() + 90_000; Date.now() < deadline;) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  child.kill('SIGTERM');
  throw new Error(
    `the server did not start (exit code ${String(child.exitCode)}): ${output || 'no output'}`,
  );
}

const stop = (child: ChildProcess) =>
  new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });

test('a backup restores into a new database, with the same rows, and its members sign in', async () => {
  // Two starts of the server (the first runs every migration), a backup and a restore.
  test.setTimeout(240_000);
  const id = randomBytes(4).toString('hex');
  const [source, target] = [`aebro_backup_${id}`, `aebro_restored_${id}`];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aebro-backup-'));
  await admin(`create database "${source}"`);
  await admin(`create database "${target}"`);
  try {
    const port = await getPort({ host: '127.0.0.1' });
    const base = `http://127.0.0.1:${port}`;
    let server = await startServer(source, path.join(dir, 'a'), port);
    const email = `backup${id}@example.org`;
    const created = await fetch(`${base}/api/v1/accounts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({
        accountType: 'community',
        fullName: 'Backup Person',
        username: `backup${id}`,
        email,
        password: 'Selam2024!',
        language: 'en',
      }),
    });
    expect(created.status).toBe(201);
    let link: string | undefined;
    await expect
      .poll(async () => {
        const box = (await (await fetch(`${base}/api/dev/mailbox`)).json()) as {
          messages: Array<{ to: string; text: string }>;
        };
        link = box.messages
          .find((message) => message.to === email)
          ?.text.match(/https?:\/\/\S+/)?.[0];
        return link;
      })
      .toBeTruthy();
    const cookie = (await fetch(link ?? '', { redirect: 'manual' })).headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const posted = await fetch(`${base}/api/v1/posts`, {
      method: 'POST',
      headers: { cookie, origin: base, 'content-type': 'application/json' },
      body: JSON.stringify({ body: 'Kept safe by the backup' }),
    });
    expect(posted.status).toBe(201);
    await stop(server);

    const backupDir = path.join(dir, 'backup');
    const backup = spawnSync(path.join(root, 'scripts/backup.sh'), [backupDir], {
      env: { ...process.env, DATABASE_URL: databaseUrl(source), DATA_DIR: path.join(dir, 'a') },
      encoding: 'utf8',
    });
    expect(backup.status, backup.stderr).toBe(0);
    const restore = spawnSync(path.join(root, 'scripts/restore.sh'), [backupDir], {
      env: { ...process.env, DATABASE_URL: databaseUrl(target), DATA_DIR: path.join(dir, 'b') },
      encoding: 'utf8',
    });
    expect(restore.status, restore.stderr).toBe(0);

    const counts = async (database: string) => {
      const client = new pg.Client({ connectionString: databaseUrl(database) });
      await client.connect();
      const rows = await client.query<{ t: string; n: string }>(
        "select 'users' t, count(*) n from users union all select 'profiles', count(*) from profiles union all select 'posts', count(*) from posts union all select 'accounts', count(*) from accounts",
      );
      await client.end();
      return Object.fromEntries(rows.rows.map((row) => [row.t, Number(row.n)]));
    };
    expect(await counts(target)).toEqual(await counts(source));

    server = await startServer(target, path.join(dir, 'b'), port);
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email, password: 'Selam2024!' }),
    });
    expect(signIn.status).toBe(200);
    await stop(server);
  } finally {
    await admin(`drop database if exists "${source}" with (force)`);
    await admin(`drop database if exists "${target}" with (force)`);
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
