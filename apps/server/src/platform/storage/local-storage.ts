import fs from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type Storage } from './storage';

/** The embedded default: files under DATA_DIR/media, served by the app at /media. */
export function createLocalStorage(mediaDir: string): Storage {
  return {
    kind: 'local',
    async put(key, data) {
      assertSafeKey(key);
      const file = path.join(mediaDir, key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, data);
    },
    async delete(key) {
      assertSafeKey(key);
      await fs.rm(path.join(mediaDir, key), { force: true });
    },
    url(key) {
      return `/media/${key}`;
    },
  };
}
