import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes DATA_DIR for this process. A second Aebro on the same folder would corrupt the embedded
 * database and the media folder, so it is refused; a lock left by a crashed process is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o755 });
  const lockPath = path.join(dataDir, 'aebro.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(
          `another Aebro process (pid ${holder}) is already using DATA_DIR ${dataDir}; stop it or choose another DATA_DIR`,
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`could not lock DATA_DIR ${dataDir}`);
}

interface Secrets {
  authSecret: string;
  embeddedDbPassword: string;
  vapidPublicKey: string;
  vapidPrivateKey: string;
}

/** Secrets generated on first start and kept in DATA_DIR (mode 0600), used when none is configured. */
export function loadOrCreateSecrets(
  dataDir: string,
  generateVapidKeys: () => { publicKey: string; privateKey: string },
): Secrets {
  const file = path.join(dataDir, 'secrets.json');
  let stored: Partial<Secrets> = {};
  if (fs.existsSync(file)) {
    stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Secrets>;
  }
  const vapid =
    stored.vapidPublicKey && stored.vapidPrivateKey
      ? { publicKey: stored.vapidPublicKey, privateKey: stored.vapidPrivateKey }
      : generateVapidKeys();
  const secrets: Secrets = {
    authSecret: stored.authSecret ?? randomBytes(32).toString('base64url'),
    embeddedDbPassword: stored.embeddedDbPassword ?? randomBytes(24).toString('base64url'),
    vapidPublicKey: vapid.publicKey,
    vapidPrivateKey: vapid.privateKey,
  };
  if (JSON.stringify(stored) !== JSON.stringify(secrets)) {
    fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets;
}
