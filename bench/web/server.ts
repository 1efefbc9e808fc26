import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startAebro } from '../common/server';

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** `npm run build` at the root; a failing build stops the benchmark with the build's own output. */
export function buildApp(root: string): void {
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0)
    throw new Error(`npm run build failed (exit code ${String(result.status)})`);
}

export interface StagedBuild {
  /** A private copy of the repository layout the built server needs (apps/server + apps/web/dist). */
  root: string;
  webDist: string;
  remove(): void;
}

/** Name, size and mtime of every file under dir: equal snapshots mean nobody rebuilt in between. */
function snapshot(dir: string): string {
  const entries = fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile());
  return entries
    .map((e) => {
      const file = path.join(e.parentPath, e.name);
      const stat = fs.statSync(file);
      return `${path.relative(dir, file)}:${stat.size}:${stat.mtimeMs}`;
    })
    .sort()
    .join('\n');
}

/** Every /assets/ file index.html references must exist, or a rebuild interleaved with ours. */
function checkComplete(webDist: string): void {
  const html = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  for (const [, ref] of html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)) {
    if (ref && !fs.existsSync(path.join(webDist, ref)))
      throw new Error(`index.html references ${ref}, which is missing`);
  }
}

/**
 * Copies the build into a temp dir and serves it from there: other people rebuild apps/web/dist
 * while we measure, and the server only routes the asset files that existed when it started.
 * The built server finds its web dist and migrations relative to itself, so the layout is kept.
 */
export async function stageBuild(repoRoot: string): Promise<StagedBuild> {
  const webDist = path.join(repoRoot, 'apps', 'web', 'dist');
  for (let attempt = 1; ; attempt++) {
    const stage = fs.mkdtempSync(path.join(os.tmpdir(), 'aebro-bench-build-'));
    try {
      const before = snapshot(webDist);
      for (const part of [
        'apps/server/dist',
        'apps/server/drizzle',
        'apps/server/package.json',
        'apps/web/dist',
      ]) {
        fs.cpSync(path.join(repoRoot, part), path.join(stage, part), { recursive: true });
      }
      if (snapshot(webDist) !== before)
        throw new Error('apps/web/dist changed while it was copied');
      checkComplete(path.join(stage, 'apps', 'web', 'dist'));
      // The server bundle keeps npm packages external; resolve them from the repository.
      fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(stage, 'node_modules'), 'dir');
      // Packages npm could not hoist (another version than the root's) live beside the server.
      const nested = path.join(repoRoot, 'apps', 'server', 'node_modules');
      if (fs.existsSync(nested))
        fs.symlinkSync(nested, path.join(stage, 'apps', 'server', 'node_modules'), 'dir');
      return {
        root: stage,
        webDist: path.join(stage, 'apps', 'web', 'dist'),
        remove: () => fs.rmSync(stage, { recursive: true, force: true }),
      };
    } catch (error) {
      fs.rmSync(stage, { recursive: true, force: true });
      if (attempt >= 5) throw error;
      console.warn(
        `Copying the build failed (${error instanceof Error ? error.message : String(error)}); someone may be rebuilding, retrying in 10 s…`,
      );
      await new Promise((resolve) => setTimeout(resolve, 10_000));
    }
  }
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Starts the built server (apps/server/dist/main.js) on a free port with a fresh DATA_DIR.
 * DATABASE_URL is passed through; with TEST_DATABASE_URL a throwaway database is created on that
 * server (so migrations never touch the admin database); otherwise the server runs its embedded PostgreSQL.
 */
export async function startServer(
  root: string,
  options: { databaseUrl?: string; authSecret?: string; env?: Record<string, string> } = {},
): Promise<RunningServer & { dataDir: string }> {
  let databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  let dropDatabase: (() => Promise<void>) | undefined;
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl && adminUrl) {
    const name = `aebro_bench_${randomBytes(5).toString('hex')}`;
    await adminQuery(adminUrl, `create database "${name}"`);
    databaseUrl = withDatabase(adminUrl, name);
    dropDatabase = () => adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
  }
  const drop = async (): Promise<void> => {
    await dropDatabase?.().catch((error: unknown) =>
      console.warn('could not drop the benchmark database:', error),
    );
  };
  try {
    const server = await startAebro({
      root,
      databaseUrl,
      authSecret: options.authSecret,
      ...(options.env ? { env: options.env } : {}),
      label: 'web',
    });
    return {
      baseUrl: server.baseUrl,
      dataDir: server.dataDir,
      stop: async () => {
        await server.stop();
        await drop();
      },
    };
  } catch (error) {
    await drop();
    throw error;
  }
}
