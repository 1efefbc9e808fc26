import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import getPort from 'get-port';

/**
 * Several server processes of the built app on one PostgreSQL and one Redis, behind a real HAProxy
 * (Debian's package): what a deployment with more than one process looks like.
 */
const root = path.resolve(import.meta.dirname, '..', '..');
const serverMain = path.join(root, 'apps', 'server', 'dist', 'main.js');

export interface ClusterProcess {
  name: string;
  /** Straight to this process, bypassing the load balancer. */
  url: string;
  child: ChildProcess;
}

export interface Cluster {
  /** The load balancer: what browsers use (PUBLIC_URL). */
  url: string;
  processes: ClusterProcess[];
  stop(): Promise<void>;
}

export function clusterAvailable(): boolean {
  return Boolean(
    process.env.TEST_DATABASE_URL &&
    process.env.TEST_REDIS_URL &&
    spawnSync('haproxy', ['-v']).status === 0,
  );
}

async function healthy(url: string, child: ChildProcess, log: string): Promise<void> {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `${url} did not become healthy:\n${fs.existsSync(log) ? fs.readFileSync(log, 'utf8').slice(-3000) : ''}`,
  );
}

export interface ClusterOptions {
  /** A database of the caller's (kept at the end); by default one made on TEST_DATABASE_URL. */
  databaseUrl?: string;
  /** More settings for every process (replicas, a pooler, METRICS_TOKEN…). */
  env?: Record<string, string>;
}

export async function startCluster(count = 2, options: ClusterOptions = {}): Promise<Cluster> {
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const database = `aebro_cluster_${randomBytes(4).toString('hex')}`;
  if (!options.databaseUrl) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${database}"`);
    await admin.end();
  }
  const databaseUrl = new URL(options.databaseUrl ?? adminUrl);
  if (!options.databaseUrl) databaseUrl.pathname = `/${database}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aebro-cluster-'));
  fs.chmodSync(dir, 0o755);
  const lbPort = await getPort({ host: '127.0.0.1' });
  const url = `http://127.0.0.1:${lbPort}`;
  const shared = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'true',
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL: process.env.TEST_REDIS_URL,
    // Every process signs and reads the same cookies and push messages.
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    ...options.env,
  };
  const processes: ClusterProcess[] = [];
  // One at a time: the first applies the migrations.
  for (let index = 0; index < count; index += 1) {
    const name = String.fromCharCode(97 + index);
    const port = await getPort({ host: '127.0.0.1' });
    const dataDir = path.join(dir, name);
    fs.mkdirSync(dataDir, { mode: 0o755 });
    const log = path.join(dir, `${name}.log`);
    const child = spawn(process.execPath, [serverMain], {
      cwd: root,
      env: { ...shared, PORT: String(port), DATA_DIR: dataDir },
      stdio: ['ignore', fs.openSync(log, 'w'), fs.openSync(log, 'a')],
    });
    const processUrl = `http://127.0.0.1:${port}`;
    await healthy(processUrl, child, log);
    processes.push({ name, url: processUrl, child });
  }
  const config = `global
  maxconn 4096
defaults
  mode http
  timeout connect 5s
  timeout client 60s
  timeout server 60s
  timeout tunnel 1h
  option forwardfor
frontend aebro
  bind 127.0.0.1:${lbPort}
  default_backend app
backend app
  balance roundrobin
  option httpchk GET /api/health
  # Socket.IO's long-polling fallback needs its requests on one process; WebSockets do not.
  cookie AEBRO_NODE insert indirect nocache httponly
${processes.map((p) => `  server ${p.name} ${p.url.replace('http://', '')} check cookie ${p.name}`).join('\n')}
`;
  const configFile = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(configFile, config);
  const haproxy = spawn('haproxy', ['-f', configFile, '-db'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    processes,
    async stop() {
      haproxy.kill('SIGTERM');
      await Promise.all(
        processes.map(
          (p) =>
            new Promise((resolve) => {
              p.child.once('exit', resolve);
              p.child.kill('SIGTERM');
            }),
        ),
      );
      if (!options.databaseUrl) {
        const drop = new pg.Client({ connectionString: adminUrl });
        await drop.connect();
        await drop.query(`drop database if exists "${database}" with (force)`);
        await drop.end();
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
