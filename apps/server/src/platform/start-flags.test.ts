import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Issue 39: every way of starting the server in production gives V8 one background thread
 * (`--v8-pool-size=1`). With Node's default of four, a full garbage collection of a process holding
 * 10,000 sockets took both cores of a two-core host for ~250 ms, PostgreSQL's share too, and the
 * messages sent meanwhile answered in 100–200 ms instead of 10 (docs/scaling.md, "Garbage-collection
 * threads"). The benchmarks start the server the same way (bench/common/server.ts).
 */
const root = path.resolve(__dirname, '../../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const flag = '--v8-pool-size=1';

/** The node options in front of the server's main script on a command line. */
function optionsBefore(commandLine: string, script: string): string[] {
  const at = commandLine.indexOf(script);
  expect(at, `${script} in ${commandLine}`).toBeGreaterThan(0);
  return commandLine
    .slice(0, at)
    .split(/[\s",[\]]+/)
    .filter((word) => word.startsWith('--'));
}

describe('how production starts the server', () => {
  it('passes one V8 background thread in the root start script', () => {
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> })
      .scripts;
    expect(optionsBefore(scripts.start ?? '', 'apps/server/dist/main.js')).toContain(flag);
  });

  it('passes it in the server package start script', () => {
    const scripts = (
      JSON.parse(read('apps/server/package.json')) as { scripts: Record<string, string> }
    ).scripts;
    expect(optionsBefore(scripts.start ?? '', 'dist/main.js')).toContain(flag);
  });

  it('passes it in the container image and the systemd unit', () => {
    const cmd = read('Dockerfile')
      .split('\n')
      .find((line) => line.startsWith('CMD ['));
    expect(optionsBefore(cmd ?? '', 'apps/server/dist/main.js')).toContain(flag);
    const execStart = read('deploy/aebro.service')
      .split('\n')
      .find((line) => line.startsWith('ExecStart='));
    expect(optionsBefore(execStart ?? '', 'apps/server/dist/main.js')).toContain(flag);
  });

  it('is what the benchmarks start their server with', () => {
    const bench = read('bench/common/server.ts');
    expect(bench).toMatch(/export const productionNodeArgs = \['--v8-pool-size=1'\];/);
  });
});
