import fs from 'node:fs';
import path from 'node:path';

/** A start-up failure we can explain: its message is the one line the user reads. */
export class StartupError extends Error {
  override name = 'StartupError';
}

const reasons: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'the file system is read-only',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is exceeded',
  ENOTDIR: 'a part of the path is not a folder',
};

/** What a file-system failure means, in words (undefined for errors that are not one). */
export function fileSystemReason(error: unknown): string | undefined {
  const failure = error as NodeJS.ErrnoException | undefined;
  const code = failure?.code;
  // A recursive mkdir reports ENOENT for a parent it cannot write to: ask that parent why.
  if (code === 'ENOENT' && failure?.path) return whyNotWritable(failure.path);
  return code ? reasons[code] : undefined;
}

function whyNotWritable(target: string): string {
  let folder = path.dirname(target);
  while (!fs.existsSync(folder) && folder !== path.dirname(folder)) folder = path.dirname(folder);
  try {
    fs.accessSync(folder, fs.constants.W_OK);
    return 'the folder cannot be created';
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return (code && reasons[code]) ?? 'the folder cannot be created';
  }
}

/**
 * Runs a start-up step on DATA_DIR; a file-system failure becomes one line that says where, why and
 * what to do.
 */
export function onDataDir<T>(dataDir: string, step: () => T): T {
  try {
    return step();
  } catch (error) {
    const reason = fileSystemReason(error);
    if (!reason) throw error;
    throw new StartupError(
      `cannot write to DATA_DIR ${dataDir} (${reason}); choose another DATA_DIR or fix the folder`,
      { cause: error },
    );
  }
}

/** A listen failure in words: a port already in use, or one this user may not open. */
export function listenFailure(error: unknown, host: string, port: number): StartupError | null {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EADDRINUSE')
    return new StartupError(
      `port ${port} on ${host} is already in use; stop the program that uses it or set PORT to another port`,
    );
  if (code === 'EACCES')
    return new StartupError(
      `this user may not listen on port ${port}; use a port above 1023 (PORT) or a reverse proxy`,
    );
  if (code === 'EADDRNOTAVAIL')
    return new StartupError(`HOST ${host} is not an address of this machine; set HOST`);
  return null;
}
