import { describe, expect, it } from 'vitest';
import { languages } from '@aebro/shared/language';
import { mailLocales, mailText } from './i18n';

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

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();

const texts = Object.fromEntries(
  languages.map((language) => [language, flatten(mailLocales[language] as Tree)]),
) as Record<(typeof languages)[number], Map<string, string>>;

describe('e-mail locale files', () => {
  it('have the same keys and the same placeholders in English, Amharic and Tigrinya', () => {
    const english = [...texts.en.keys()].sort();
    expect(english.length).toBeGreaterThan(50);
    for (const language of ['am', 'ti'] as const) {
      expect([...texts[language].keys()].sort(), language).toEqual(english);
      for (const [key, text] of texts.en)
        expect(placeholders(texts[language].get(key) ?? ''), `${language} ${key}`).toEqual(
          placeholders(text),
        );
    }
  });

  it("write Amharic and Tigrinya in Ge'ez script, with no English words left in", () => {
    for (const language of ['am', 'ti'] as const) {
      for (const [key, text] of texts[language]) {
        expect(text, `${language} ${key}`).toMatch(/[\u1200-\u137F]/u);
        // Only the placeholders and the brand's Latin spelling may use Latin letters.
        const rest = text.replace(/\{\{\s*\w+\s*\}\}/g, '').replace('Aebro', '');
        expect(rest, `${language} ${key}`).not.toMatch(/[A-Za-z]/);
      }
    }
  });

  it('are looked up through i18next without escaping (the template escapes)', () => {
    expect(mailText('en')('layout.greeting', { name: 'Tom & <Jerry>' })).toBe(
      'Selam Tom & <Jerry>,',
    );
    expect(mailText('ti')('layout.greeting', { name: 'Selam' })).toBe('ሰላም Selam፣');
    expect(mailText('am')('payments.refund.what.boost', { count: 3 })).toBe('ልጥፍን 3 ቀናት ለማስተዋወቅ');
    expect(mailText('en')('payments.refund.what.boost', { count: 1 })).toBe(
      'boosting a post for 1 day',
    );
  });
});
