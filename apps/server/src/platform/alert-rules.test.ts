import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The operator's alert rules (deploy/prometheus/alerts.yml) checked by Prometheus' own tool: they
 * parse, and each alert fires on the series that should raise it and stays quiet on healthy ones
 * (deploy/prometheus/alerts.test.yml). promtool comes with Debian's `prometheus` package; it is
 * installed here when missing, as .ci/run does.
 */
const rulesDir = path.resolve(__dirname, '../../../../deploy/prometheus');

function promtool(): boolean {
  if (spawnSync('promtool', ['--version']).status === 0) return true;
  const asRoot = process.getuid?.() === 0;
  const run = (args: string[]) => {
    const [command = '', ...rest] = asRoot ? args : ['sudo', '-n', ...args];
    spawnSync(command, rest, {
      stdio: 'ignore',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  };
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', 'prometheus']);
  return spawnSync('promtool', ['--version']).status === 0;
}

function check(args: string[]): { status: number | null; output: string } {
  const result = spawnSync('promtool', args, { cwd: rulesDir, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('alert rules', () => {
  it('are valid Prometheus rules, and each alert fires when it should and only then', () => {
    expect(promtool(), 'promtool is needed: apt-get install prometheus').toBe(true);
    const rules = check(['check', 'rules', 'alerts.yml']);
    expect(rules.status, rules.output).toBe(0);
    expect(rules.output).toContain('SUCCESS: 8 rules found');
    const tests = check(['test', 'rules', 'alerts.test.yml']);
    expect(tests.status, tests.output).toBe(0);
  }, 300_000);
});
