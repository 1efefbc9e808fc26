import { describe, expect, it } from 'vitest';
import { frameTextParts, namespaceParts, textParts } from './i18n';

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

// Each part of the texts (see i18n.ts) comes in all three languages: en.json/am.json/ti.json is the
// main part, <part>.en.json/<part>.am.json/<part>.ti.json the others.
const files = import.meta.glob<Tree>('./locales/*.json', { eager: true, import: 'default' });
const parts = Object.keys(files)
  .filter((file) => file.endsWith('en.json'))
  .map((file) => {
    const name = file.replace('./locales/', '').replace(/\.?en\.json$/, '') || 'main';
    const amharicFile = file.replace(/en\.json$/, 'am.json');
    const tigrinyaFile = file.replace(/en\.json$/, 'ti.json');
    return {
      name,
      english: flatten(files[file] ?? {}),
      amharic: flatten(files[amharicFile] ?? {}),
      tigrinya: flatten(files[tigrinyaFile] ?? {}),
    };
  });

describe('locale parts', () => {
  it('are all loaded by i18n.ts and never define the same key twice', () => {
    expect(parts.map((part) => part.name).sort()).toEqual([...textParts].sort());
    const seen = new Map<string, string>();
    for (const part of parts) {
      for (const key of part.english.keys()) {
        expect(
          seen.get(key),
          `${key} is in both ${seen.get(key) ?? ''} and ${part.name}`,
        ).toBeUndefined();
        seen.set(key, part.name);
      }
    }
  });
});

describe('text parts on demand', () => {
  it('namespaceParts names the part of every top-level key', () => {
    // A text of a part that is not loaded yet loads its part through this table (i18n.ts).
    const expected: Record<string, string> = {};
    for (const file of Object.keys(files).filter((name) => name.endsWith('en.json'))) {
      const part = file.replace('./locales/', '').replace(/\.?en\.json$/, '') || 'main';
      for (const key of Object.keys(files[file] ?? {})) {
        // `settings` is in main (the landing page's few words) and app (the rest): app holds it.
        if (expected[key] === undefined || part !== 'main') expected[key] = part;
      }
    }
    expect(namespaceParts).toEqual(expected);
  });

  it('the frame loads main and app, and every part it names exists', () => {
    expect(frameTextParts).toEqual(expect.arrayContaining(['main', 'app']));
    for (const part of frameTextParts) expect(textParts).toContain(part);
  });
});

describe.each(parts)('locales ($name part)', ({ english, amharic, tigrinya }) => {
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

  it('en and ti have exactly the same keys', () => {
    expect([...tigrinya.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it("no Tigrinya text is empty, each keeps the placeholders and is written in Ge'ez script", () => {
    for (const [key, text] of english) {
      const translated = tigrinya.get(key) ?? '';
      expect(translated.trim(), key).not.toBe('');
      expect(placeholders(translated), key).toEqual(placeholders(text));
    }
    const untranslated = [...tigrinya]
      .filter(([, text]) => !/[\u1200-\u137F]/.test(text))
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it("Amharic texts are written in Ge'ez script", () => {
    const untranslated = [...amharic]
      .filter(([, text]) => !/[\u1200-\u137F]/.test(text))
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });
});

describe('locales', () => {
  it('keeps the product texts of the specification verbatim in English', () => {
    const english = new Map(parts.flatMap((part) => [...part.english]));
    expect(english.get('notFound.title')).toBe('Page Not Found');
    expect(english.get('notFound.goToDashboard')).toBe('Go to Dashboard');
    expect(english.get('notFound.returnHome')).toBe('Return to Home');
    expect(english.get('error.message')).toBe(
      'Something went wrong, please try refreshing the page',
    );
    expect(english.get('common.close')).toBe('Close');
    expect(english.get('header.dashboard')).toBe('Dashboard');
    expect(english.get('header.signIn')).toBe('Sign In');
    expect(english.get('landing.banner.title')).toBe('Built by Ethiopians, for Ethiopians');
    expect(english.get('landing.testimonials.title')).toBe(
      'Trusted by Ethiopian Communities Worldwide',
    );
    expect(english.get('session.restoring')).toBe('Restoring session…');
    expect(english.get('auth.tabs.member')).toBe('Join as Member');
    expect(english.get('auth.tabs.business')).toBe('List Your Business');
    expect(english.get('auth.busy.signingIn')).toBe('Signing In...');
    expect(english.get('auth.busy.creatingAccount')).toBe('Creating Account...');
    expect(english.get('auth.busy.creatingBusinessAccount')).toBe('Creating Business Account...');
    expect(english.get('auth.username.checking')).toBe('Checking availability...');
    expect(english.get('auth.username.taken')).toBe('This username is already taken.');
    expect(english.get('auth.username.available')).toBe('Username is available!');
    expect(english.get('auth.created.toastTitle')).toBe('Check your inbox!');
    expect(english.get('auth.created.toastDescription')).toBe(
      "We've sent you a confirmation email to complete your registration.",
    );
    expect(english.get('categories.other')).toBe('🔧 Other - not listed');
    expect(english.get('business.logoDialog.title')).toBe('Complete Your Business Profile');
    expect(english.get('business.logoDialog.skip')).toBe('Skip for Now');
    expect(english.get('business.logo.uploadFailed')).toBe('Failed to upload logo');
    expect(english.get('business.registration.saving')).toBe('Saving...');
    expect(english.get('business.registration.success')).toBe(
      'Business profile updated successfully!',
    );
    expect(english.get('business.registration.notAuthenticated')).toBe('User not authenticated.');
    expect(english.get('settings.feedback.error')).toBe('Error');
    expect(english.get('settings.feedback.failed')).toBe(
      'Failed to update settings. Please try again.',
    );
  });

  it('names every business category, with an emoji', async () => {
    const { businessCategories } = await import('@aebro/shared/business-categories');
    const english = new Map(parts.flatMap((part) => [...part.english]));
    for (const id of businessCategories)
      expect(english.get(`categories.${id}`), id).toMatch(/^\p{Extended_Pictographic}/u);
  });
});
