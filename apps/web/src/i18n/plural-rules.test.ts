import { createInstance } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ensureTigrinyaPluralRules,
  tigrinyaPluralCategory,
  withTigrinyaPluralRules,
} from './plural-rules';

const NativePluralRules = Intl.PluralRules;

/** A browser without Tigrinya data: 'ti' quietly becomes its default locale, here Russian. */
class RussianFallback extends NativePluralRules {
  constructor(locales?: string | readonly string[], options?: Intl.PluralRulesOptions) {
    const first = typeof locales === 'string' ? locales : locales?.[0];
    super(first?.startsWith('ti') ? 'ru' : locales, options);
  }
  static override supportedLocalesOf(locales: string | readonly string[]): string[] {
    return NativePluralRules.supportedLocalesOf(locales).filter((l) => !l.startsWith('ti'));
  }
}

afterEach(() => {
  Object.defineProperty(Intl, 'PluralRules', { value: NativePluralRules, configurable: true });
  vi.restoreAllMocks();
});

describe('Tigrinya plural rules', () => {
  it('are "one" for 0 and 1 and "other" for the rest, as CLDR has them', () => {
    expect([0, 1, 2, 5, 11, 100, 1.5].map((n) => tigrinyaPluralCategory(n))).toEqual([
      'one',
      'one',
      'other',
      'other',
      'other',
      'other',
      'other',
    ]);
    expect(tigrinyaPluralCategory(1, 'ordinal')).toBe('other');
  });

  it('agree with full ICU data where it exists (Node)', () => {
    const icu = new NativePluralRules('ti');
    for (const n of [0, 1, 2, 3, 10, 21, 100])
      expect(tigrinyaPluralCategory(n)).toBe(icu.select(n));
  });

  it('replace the fallback of a browser without Tigrinya data and leave other languages alone', () => {
    const Patched = withTigrinyaPluralRules(RussianFallback as unknown as typeof Intl.PluralRules);
    expect(new RussianFallback('ti').select(3)).toBe('few');
    const ti = new Patched('ti');
    expect([0, 1, 2, 3].map((n) => ti.select(n))).toEqual(['one', 'one', 'other', 'other']);
    expect(ti.resolvedOptions().pluralCategories).toEqual(['one', 'other']);
    expect(new Patched('ti-ER', { type: 'ordinal' }).select(2)).toBe('other');
    expect(new Patched('ru').select(3)).toBe('few');
    expect(new Patched('en').select(1)).toBe('one');
  });

  it('let i18next resolve _one and _other in Tigrinya when the browser has no data', async () => {
    Object.defineProperty(Intl, 'PluralRules', { value: RussianFallback, configurable: true });
    ensureTigrinyaPluralRules();
    const i18n = createInstance();
    await i18n.init({
      lng: 'ti',
      fallbackLng: false,
      showSupportNotice: false,
      resources: {
        ti: { translation: { members_one: '{{count}} ኣባል', members_other: '{{count}} ኣባላት' } },
      },
    });
    expect(i18n.t('members', { count: 1 })).toBe('1 ኣባል');
    expect(i18n.t('members', { count: 0 })).toBe('0 ኣባል');
    expect(i18n.t('members', { count: 3 })).toBe('3 ኣባላት');
    expect(i18n.t('members', { count: 21 })).toBe('21 ኣባላት');
  });

  it('are left to the browser when it has its own', () => {
    ensureTigrinyaPluralRules();
    expect(Intl.PluralRules).toBe(NativePluralRules);
  });
});
