import { spawn, spawnSync, type ChildProcess, type SpawnSyncOptions } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import getPort from 'get-port';

/**
 * Debian's PostgreSQL as a primary and a streaming replica (pg_basebackup -R), and Debian's
 * PgBouncer in transaction mode in front of the primary, on local ports in a folder of their own:
 * the database side of a deployment that has outgrown one PostgreSQL. Missing packages are
 * installed with apt-get, as .ci/run does for HAProxy.
 */
const pgBin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const asRoot = process.getuid?.() === 0;

export interface Replication {
  /** The primary, straight (a session connection: DATABASE_DIRECT_URL). */
  primaryUrl: string;
  replicaUrl: string;
  /** PgBouncer in transaction mode in front of the primary (DATABASE_URL). */
  poolerUrl: string;
  /** PgBouncer's admin console (SHOW STATS). */
  poolerAdminUrl: string;
  stopReplica(): Promise<void>;
  stop(): Promise<void>;
}

function installed(): boolean {
  return (
    fs.existsSync(path.join(pgBin, 'pg_basebackup')) &&
    spawnSync('pgbouncer', ['--version']).status === 0 &&
    spawnSync('haproxy', ['-v']).status === 0
  );
}

/** Whether the journey can run: Redis, and the packages (installed here when missing). */
export function replicationAvailable(): boolean {
  if (!process.env.TEST_REDIS_URL) return false;
  if (installed()) return true;
  const run = (args: string[]) => {
    const [command = '', ...rest] = asRoot ? args : ['sudo', '-n', ...args];
    spawnSync(command, rest, {
      stdio: 'ignore',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  };
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', 'postgresql-15', 'pgbouncer', 'haproxy']);
  return installed();
}

function postgresUser(): { uid: number; gid: number } | undefined {
  if (!asRoot) return undefined;
  const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

export async function startReplication(): Promise<Replication> {
  // initdb and PgBouncer refuse root: as root, they run as the postgres user, in a folder of its.
  const user = postgresUser();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aebro-replication-'));
  fs.chmodSync(dir, 0o755);
  if (user) fs.chownSync(dir, user.uid, user.gid);
  const as: SpawnSyncOptions = { encoding: 'utf8', ...(user ?? {}), cwd: dir };
  const must = (command: string, args: string[]) => {
    const result = spawnSync(command, args, as);
    if (result.status !== 0)
      throw new Error(`${command} ${args.join(' ')} failed:\n${String(result.stderr)}`);
  };
  const [primaryPort, replicaPort, poolerPort] = [
    await getPort({ host: '127.0.0.1' }),
    await getPort({ host: '127.0.0.1' }),
    await getPort({ host: '127.0.0.1' }),
  ];
  const primaryDir = path.join(dir, 'primary');
  const replicaDir = path.join(dir, 'replica');
  // Stops are immediate: the clusters are thrown away, and a replica that stops at once is what a
  // crashed one looks like to the app.
  const ctl = (dataDir: string, action: string, port?: number) =>
    must(path.join(pgBin, 'pg_ctl'), [
      '-D',
      dataDir,
      '-l',
      `${dataDir}.log`,
      '-w',
      '-m',
      'immediate',
      ...(port ? ['-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`] : []),
      action,
    ]);

  must(path.join(pgBin, 'initdb'), [
    '-D',
    primaryDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
  ]);
  fs.appendFileSync(
    path.join(primaryDir, 'postgresql.conf'),
    ['wal_level = replica', 'max_wal_senders = 4', 'hot_standby = on', 'fsync = off', ''].join(
      '\n',
    ),
  );
  ctl(primaryDir, 'start', primaryPort);
  const local = (port: number, database: string) =>
    `postgres://postgres@127.0.0.1:${port}/${database}`;
  must(path.join(pgBin, 'createdb'), [
    '-h',
    '127.0.0.1',
    '-p',
    String(primaryPort),
    '-U',
    'postgres',
    'aebro',
  ]);
  must(path.join(pgBin, 'pg_basebackup'), [
    ...['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres'],
    ...['-D', replicaDir, '-R', '-X', 'stream', '-c', 'fast'],
  ]);
  ctl(replicaDir, 'start', replicaPort);

  fs.writeFileSync(path.join(dir, 'userlist.txt'), '"postgres" ""\n');
  fs.writeFileSync(
    path.join(dir, 'pgbouncer.ini'),
    `[databases]
aebro = host=127.0.0.1 port=${primaryPort} dbname=aebro

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${poolerPort}
unix_socket_dir =
auth_type = trust
auth_file = ${path.join(dir, 'userlist.txt')}
admin_users = postgres
pool_mode = transaction
default_pool_size = 20
max_client_conn = 500
logfile = ${path.join(dir, 'pgbouncer.log')}
pidfile = ${path.join(dir, 'pgbouncer.pid')}
`,
  );
  if (user)
    for (const file of fs.readdirSync(dir)) fs.chownSync(path.join(dir, file), user.uid, user.gid);
  const pooler: ChildProcess = spawn('pgbouncer', [path.join(dir, 'pgbouncer.ini')], {
    ...(user ?? {}),
    stdio: 'ignore',
  });
  for (const deadline = Date.now() + 10_000; ;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(poolerPort, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) break;
    if (Date.now() > deadline) throw new Error('PgBouncer did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  let replicaRunning = true;
  return {
    primaryUrl: local(primaryPort, 'aebro'),
    replicaUrl: local(replicaPort, 'aebro'),
    poolerUrl: local(poolerPort, 'aebro'),
    poolerAdminUrl: local(poolerPort, 'pgbouncer'),
    async stopReplica() {
      if (replicaRunning) ctl(replicaDir, 'stop');
      replicaRunning = false;
    },
    async stop() {
      pooler.kill('SIGTERM');
      if (replicaRunning) ctl(replicaDir, 'stop');
      ctl(primaryDir, 'stop');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
