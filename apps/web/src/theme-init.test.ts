import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// public/theme-init.js runs before the first paint, as a plain script: run it the same way.
const script = fs.readFileSync(path.join(import.meta.dirname, '../public/theme-init.js'), 'utf8');
const run = () => vm.runInThisContext(script);

describe('theme-init.js', () => {
  beforeEach(() => {
    // A light system theme (jsdom has no matchMedia).
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    document.documentElement.lang = 'en';
    document.documentElement.classList.remove('dark');
  });

  it.each(['en', 'am', 'ti'])(
    'gives the page the remembered language %s before it paints',
    (language) => {
      localStorage.setItem('aebro.language', language);
      run();
      expect(document.documentElement.lang).toBe(language);
    },
  );

  it('ignores a remembered value that is no language of the app', () => {
    localStorage.setItem('aebro.language', 'fr');
    run();
    expect(document.documentElement.lang).toBe('en');
  });

  it('turns the dark theme on when it was chosen', () => {
    localStorage.setItem('aebro.theme', 'dark');
    run();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });
});
