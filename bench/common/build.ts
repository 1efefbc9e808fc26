import fs from 'node:fs';
import path from 'node:path';
import { buildApp, stageBuild } from '../web/server';
import { defer } from './cleanup';

/**
 * Builds once (unless told not to) and serves a private copy of the build: other people rebuild
 * apps/** while a benchmark runs. Returns the staged root and a function that removes it.
 */
export async function prepareBuild(
  root: string,
  build: boolean,
): Promise<{ root: string; remove: () => Promise<void> }> {
  if (build) {
    console.log('Building (npm run build)…');
    buildApp(root);
  }
  if (!fs.existsSync(path.join(root, 'apps', 'server', 'dist', 'main.js')))
    throw new Error('apps/server/dist/main.js is missing: run `npm run build` or drop --no-build');
  const stage = await stageBuild(root);
  const remove = defer('remove the staged build', () => stage.remove());
  return { root: stage.root, remove };
}
