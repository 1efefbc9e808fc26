import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { createInstance as createMini, type TOptions } from './i18next';
import { ensureTigrinyaPluralRules } from '../plural-rules';

// The real i18next (Node's resolution: the app's own imports of it resolve to mini/i18next.ts).
const real = createRequire(import.meta.url)('i18next') as {
  createInstance: () => {
    init: (options: object) => Promise<unknown>;
    t: (key: string | string[], options?: object) => string;
  };
};

type Tree = { [key: string]: string | Tree };
const files = import.meta.glob<Tree>('../locales/*.json', { eager: true, import: 'default' });

function merged(language: 'en' | 'am' | 'ti'): Tree {
  const out: Tree = {};
  const merge = (target: Tree, source: Tree): void => {
    for (const [key, value] of Object.entries(source)) {
      if (typeof value === 'string') target[key] = value;
      else merge((target[key] ??= {}) as Tree, value);
    }
  };
  for (const [file, tree] of Object.entries(files))
    if (file.endsWith(`/${language}.json`) || file.endsWith(`.${language}.json`)) merge(out, tree);
  return out;
}

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

const cases: TOptions[] = [
  {},
  { count: 0 },
  { count: 1 },
  { count: 2 },
  { count: 5, name: 'Selam', n: 3 },
  { name: 'Tsion', count: 11, context: 'male' },
  { defaultValue: 'Fallback {{name}}', name: 'Abebe' },
  { ordinal: true, count: 2 },
  { name: undefined },
];

describe('mini i18next', () => {
  it.each(['en', 'am', 'ti'] as const)(
    'gives what i18next gives for every %s text, with and without counts, names and context',
    async (language) => {
      ensureTigrinyaPluralRules();
      const translation = merged(language);
      const options = {
        lng: language,
        fallbackLng: false,
        resources: { [language]: { translation } },
        interpolation: { escapeValue: false },
        returnNull: false,
        showSupportNotice: false,
      };
      const library = real.createInstance();
      await library.init(options);
      const mini = createMini();
      await mini.init(options);
      // Each key and each plural base (the key without its _one/_other…).
      const all = new Set(
        keys(translation).flatMap((k) => [k, k.replace(/_(zero|one|two|few|many|other)$/, '')]),
      );
      all.add('no.such.key');
      for (const key of all)
        for (const option of cases)
          expect(mini.t(key, option), `${key} ${JSON.stringify(option)}`).toBe(
            library.t(key, option),
          );
      expect(mini.t(['no.such', 'common.appName'])).toBe(library.t(['no.such', 'common.appName']));
    },
  );
});
