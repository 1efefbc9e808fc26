import { describe, expect, it } from 'vitest';
import am from './locales/am.json';
import en from './locales/en.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string): string[] => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();

describe('locales', () => {
  const english = flatten(en);
  const amharic = flatten(am);

  it('en and am have exactly the same keys', () => {
    expect([...amharic.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('no text is empty and every Amharic text keeps the same placeholders', () => {
    for (const [key, text] of english) {
      const translated = amharic.get(key) ?? '';
      expect(text.trim(), key).not.toBe('');
      expect(translated.trim(), key).not.toBe('');
      expect(placeholders(translated), key).toEqual(placeholders(text));
    }
  });

  it('Amharic texts are written in Ge\'ez script', () => {
    const untranslated = [...amharic].filter(([, text]) => !/[\u1200-\u137F]/.test(text)).map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it('keeps the product texts of the specification verbatim in English', () => {
    expect(english.get('notFound.title')).toBe('Page Not Found');
    expect(english.get('notFound.goToDashboard')).toBe('Go to Dashboard');
    expect(english.get('notFound.returnHome')).toBe('Return to Home');
    expect(english.get('error.message')).toBe('Something went wrong, please try refreshing the page');
    expect(english.get('common.close')).toBe('Close');
    expect(english.get('header.dashboard')).toBe('Dashboard');
    expect(english.get('header.signIn')).toBe('Sign In');
    expect(english.get('landing.banner.title')).toBe('Built by Ethiopians, for Ethiopians');
    expect(english.get('landing.testimonials.title')).toBe('Trusted by Ethiopian Communities Worldwide');
  });
});
