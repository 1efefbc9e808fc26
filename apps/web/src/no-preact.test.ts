// @vitest-environment node
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isPreact, noPreact } from '../no-preact';

const lockFile = new URL('../../../package-lock.json', import.meta.url);

describe('the web build on React itself', () => {
  it('installs no Preact package (preact, @preact/*, preact-render-to-string)', () => {
    const lock = JSON.parse(fs.readFileSync(lockFile, 'utf8')) as {
      packages: Record<string, { dependencies?: Record<string, string> }>;
    };
    const installed = Object.keys(lock.packages).filter((path) => isPreact(path));
    const wanted = Object.entries(lock.packages).flatMap(([path, info]) =>
      Object.keys(info.dependencies ?? {})
        .filter((name) => isPreact(name))
        .map((name) => `${path || '(root)'} → ${name}`),
    );
    expect([...installed, ...wanted]).toEqual([]);
  });

  it('stops a build that resolves Preact, by import name or by installed file', () => {
    const plugin = noPreact();
    const resolveId = plugin.resolveId as (source: string, importer?: string) => unknown;
    const load = plugin.load as (id: string) => unknown;
    for (const name of [
      'preact',
      'preact/compat',
      '@preact/preset-vite',
      'preact-render-to-string',
    ])
      expect(() => resolveId(name, 'src/main.tsx')).toThrow(/Preact is not part of the web app/);
    expect(() => load('/app/node_modules/preact/compat/dist/compat.module.js')).toThrow();
    expect(resolveId('react-dom/client', 'src/main.tsx')).toBeNull();
    expect(load('/app/node_modules/react-dom/cjs/react-dom-client.production.js')).toBeNull();
    expect(isPreact('/app/src/features/preactivated.ts')).toBe(false);
  });
});
