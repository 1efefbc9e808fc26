import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The order of areas (docs/decisions/area-order.md) is lint's `areaOrder`: an import of a higher
 * area fails `npm run lint`. Checked on real files of the tree with one import line added (typed
 * lint parses only files its TypeScript project knows).
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const restricted = async (file: string, line: string): Promise<string[]> => {
  const eslint = new ESLint({ cwd: root });
  const filePath = path.join(root, file);
  const [result] = await eslint.lintText(`${line}\n${readFileSync(filePath, 'utf8')}`, {
    filePath,
  });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
};

describe('the order of areas', () => {
  it('refuses an import of a higher area', async () => {
    const messages = await restricted(
      'apps/server/src/features/safety/safety.policy.ts',
      "import { setSiteAdmin } from '../admin/admin.service'; void setSiteAdmin;",
    );
    expect(messages).toEqual([expect.stringContaining('safety stands below admin')]);
  }, 120_000);

  it('lets an area call a lower one', async () => {
    const messages = await restricted(
      'apps/server/src/features/admin/admin.policy.ts',
      "import { isAdmin } from '../safety/safety.service'; void isAdmin;",
    );
    expect(messages).toEqual([]);
  }, 120_000);
});
