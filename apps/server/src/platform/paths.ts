import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (fs.existsSync(path.join(dir, 'drizzle', 'meta', '_journal.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('cannot find apps/server (its drizzle/ migrations folder)');
    dir = parent;
  }
}

/** apps/server, found from this file whether it runs from src/ (tsx, tests) or the dist/ bundle. */
export const serverRoot = findServerRoot();
export const migrationsDir = path.join(serverRoot, 'drizzle');
export const webDistDir = path.resolve(serverRoot, '..', 'web', 'dist');
