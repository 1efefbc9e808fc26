import fs from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, assertSafePrivateKey, type Storage } from './storage';

async function readOrNull(file: string): Promise<Buffer | null> {
  try {
    return await fs.readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

async function write(file: string, data: Buffer): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, data);
}

/**
 * The embedded default: files under DATA_DIR/media, served by the app at /media; private objects
 * (data exports) under DATA_DIR/media-private, which nothing serves.
 */
export function createLocalStorage(mediaDir: string): Storage {
  const privateDir = `${mediaDir.replace(/[\\/]+$/, '')}-private`;
  return {
    kind: 'local',
    async put(key, data) {
      assertSafeKey(key);
      await write(path.join(mediaDir, key), data);
    },
    async delete(key) {
      assertSafeKey(key);
      await fs.rm(path.join(mediaDir, key), { force: true });
    },
    url(key) {
      return `/media/${key}`;
    },
    async get(key) {
      assertSafeKey(key);
      return await readOrNull(path.join(mediaDir, key));
    },
    async putPrivate(key, data) {
      assertSafePrivateKey(key);
      await write(path.join(privateDir, key), data);
    },
    async getPrivate(key) {
      assertSafePrivateKey(key);
      return await readOrNull(path.join(privateDir, key));
    },
    async deletePrivate(key) {
      assertSafePrivateKey(key);
      await fs.rm(path.join(privateDir, key), { force: true });
    },
  };
}
