import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createTestApp, type TestApp } from '../test/test-app';

const root = path.resolve(__dirname, '../../../..');
const doc = readFileSync(path.join(root, 'docs/metrics.md'), 'utf8');
const documented = new Set([...doc.matchAll(/`(aebro_[a-z0-9_]+)`/g)].map((m) => m[1]));

/** Every metric named in the server's code (`name: 'aebro_…'`, `gauge('aebro_…'`, `counter('aebro_…'`): those registered only in some setups (replicas) too. */
function namesInSource(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return namesInSource(file);
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) return [];
    return [
      ...readFileSync(file, 'utf8').matchAll(
        /(?:name: |gauge\(\s*|counter\(\s*)'(aebro_[a-z0-9_]+)'/g,
      ),
    ].map((m) => m[1] ?? '');
  });
}

/** The metric names an expression uses: identifiers that are not PromQL's own words or labels. */
function metricsIn(expr: string): string[] {
  const withoutLabels = expr.replace(/\{[^}]*\}/g, '');
  return [...withoutLabels.matchAll(/\b(aebro_[a-z0-9_]+)\b/g)].map((m) => m[1] ?? '');
}

/** A histogram's series (_bucket, _sum, _count) belong to its documented name. */
function base(name: string): string {
  const stripped = name.replace(/_(bucket|sum|count)$/, '');
  return documented.has(stripped) ? stripped : name;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: 'metrics-token-for-the-scraper' });
});
afterAll(() => t.close());

describe('docs/metrics.md', () => {
  it('documents every metric the server registers', async () => {
    const registered = (await t.app.metrics.registry.getMetricsAsJSON()).map((m) => m.name);
    expect(registered.length).toBeGreaterThan(20);
    const missing = [...registered, ...namesInSource(path.join(root, 'apps/server/src'))].filter(
      (name) => !documented.has(name),
    );
    expect(missing).toEqual([]);
  });
});

describe('deploy/prometheus/alerts.yml and the Grafana dashboard', () => {
  it('alert only on metrics the server exports, each rule complete', () => {
    const rules = parse(readFileSync(path.join(root, 'deploy/prometheus/alerts.yml'), 'utf8')) as {
      groups: Array<{ name: string; rules: Array<Record<string, unknown>> }>;
    };
    const all = rules.groups.flatMap((group) => group.rules);
    expect(all.length).toBeGreaterThanOrEqual(8);
    for (const rule of all) {
      expect(rule).toMatchObject({ alert: expect.any(String), expr: expect.any(String) });
      expect(rule.annotations).toMatchObject({ summary: expect.any(String) });
      const names = metricsIn(String(rule.expr));
      expect(names.length, String(rule.alert)).toBeGreaterThan(0);
      for (const name of names) expect(documented, String(rule.alert)).toContain(base(name));
    }
  });

  it('draws only metrics the server exports', () => {
    const dashboard = JSON.parse(
      readFileSync(path.join(root, 'deploy/grafana/aebro-dashboard.json'), 'utf8'),
    ) as { panels: Array<{ title: string; targets: Array<{ expr: string }> }> };
    for (const panel of dashboard.panels)
      for (const target of panel.targets)
        for (const name of metricsIn(target.expr))
          expect(documented, panel.title).toContain(base(name));
  });
});
