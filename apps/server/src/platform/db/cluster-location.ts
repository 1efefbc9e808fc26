import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileSystemReason, StartupError } from '../startup';

/** Where clusters go when the DATA_DIR is out of the `postgres` user's reach. */
export const sharedClusterRoot = '/var/lib/aebro';
const pointerFile = 'pg-location';

function postgresIds(): { uid: number; gid: number } | null {
  const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return null;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/**
 * Whether the unprivileged `postgres` user (which runs the embedded PostgreSQL when Aebro runs as
 * root) can walk down to `dir`: every folder above it must let it through.
 */
export function postgresCanReach(dir: string, ids = postgresIds()): boolean {
  const folders: string[] = [];
  for (let current = path.dirname(path.resolve(dir)); ; current = path.dirname(current)) {
    folders.push(current);
    if (current === path.dirname(current)) break;
  }
  return folders.every((folder) => {
    if (!fs.existsSync(folder)) return true;
    const { mode, uid, gid } = fs.statSync(folder);
    if (ids && uid === ids.uid) return (mode & 0o100) !== 0;
    if (ids && gid === ids.gid) return (mode & 0o010) !== 0;
    return (mode & 0o001) !== 0;
  });
}

/**
 * The embedded cluster's folder: DATA_DIR/pg; but as root, when DATA_DIR sits under a folder the
 * `postgres` user cannot enter (a home folder of mode 0700, say), a folder of its own under
 * /var/lib/aebro, remembered in DATA_DIR/pg-location. The owner's folders keep their permissions.
 */
export function clusterDir(dataDir: string, isRoot = process.getuid?.() === 0): string {
  const inside = path.join(dataDir, 'pg');
  const pointer = path.join(dataDir, pointerFile);
  if (fs.existsSync(pointer)) return fs.readFileSync(pointer, 'utf8').trim();
  if (!isRoot || postgresCanReach(inside)) return inside;
  if (fs.existsSync(path.join(inside, 'PG_VERSION')))
    throw new StartupError(
      `the embedded PostgreSQL runs as the postgres user, which cannot reach its data in ${inside}; move DATA_DIR out of the private folder, or let that user through the folders above it (chmod o+x)`,
    );
  const hash = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  const elsewhere = path.join(sharedClusterRoot, `pg-${hash}`);
  try {
    fs.mkdirSync(sharedClusterRoot, { recursive: true, mode: 0o755 });
    fs.chmodSync(sharedClusterRoot, 0o755);
    fs.writeFileSync(pointer, `${elsewhere}\n`);
  } catch (error) {
    throw new StartupError(
      `the embedded PostgreSQL runs as the postgres user, which cannot reach ${inside}, and ${sharedClusterRoot} cannot be used (${fileSystemReason(error) ?? String(error)}); set DATA_DIR to a folder outside a private home folder, or DATABASE_URL`,
      { cause: error },
    );
  }
  return elsewhere;
}
