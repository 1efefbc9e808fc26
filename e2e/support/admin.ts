import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');

/**
 * Makes an account a site admin the way an operator does, `npm run admin -- grant <email>`, against
 * the journeys' server (its data folder or database). Answers what the command printed.
 */
export function grantAdmin(email: string): string {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: process.env.E2E_DATA_DIR,
    ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    INIT_CWD: root,
  };
  return execFileSync(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'src/admin-cli.ts', 'grant', email],
    { cwd: path.join(root, 'apps/server'), env, encoding: 'utf8' },
  );
}
