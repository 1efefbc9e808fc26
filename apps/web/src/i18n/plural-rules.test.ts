import { createInstance, type ThirdPartyModule } from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { tigrinyaPluralCategory, tigrinyaPlurals } from './plural-rules';

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

/** Such a browser for the length of a test. */
function withoutTigrinyaData(): void {
  Object.defineProperty(Intl, 'PluralRules', { value: RussianFallback, configurable: true });
}

afterEach(() => {
  Object.defineProperty(Intl, 'PluralRules', { value: NativePluralRules, configurable: true });
});

const members = { members_one: '{{count}} ኣባል', members_other: '{{count}} ኣባላት' };

async function tigrinya(plugins: ThirdPartyModule[]) {
  const i18n = createInstance();
  for (const plugin of plugins) i18n.use(plugin);
  await i18n.init({
    lng: 'ti',
    fallbackLng: false,
    showSupportNotice: false,
    resources: { ti: { translation: members }, en: { translation: { day_one: 'a day' } } },
  });
  return i18n;
}

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

  it("let i18next resolve _one and _other in Tigrinya when the browser has no data, through i18next's plural resolver", async () => {
    withoutTigrinyaData();
    // Without the plugin, i18next takes Russian's rule: 3 is "few", and the text shows its key.
    expect((await tigrinya([])).t('members', { count: 3 })).toBe('members');

    const i18n = await tigrinya([tigrinyaPlurals]);
    expect(i18n.t('members', { count: 1 })).toBe('1 ኣባል');
    expect(i18n.t('members', { count: 0 })).toBe('0 ኣባል');
    expect(i18n.t('members', { count: 3 })).toBe('3 ኣባላት');
    expect(i18n.t('members', { count: 21 })).toBe('21 ኣባላት');
    expect(i18n.getFixedT('ti')('members', { count: 5 })).toBe('5 ኣባላት');
    // Intl itself is not patched: the browser's own answer for 'ti' is unchanged.
    expect(Intl.PluralRules).toBe(RussianFallback);
    expect(new Intl.PluralRules('ti').select(3)).toBe('few');
  });

  it('leave other languages, and a browser with Tigrinya data, to Intl', async () => {
    withoutTigrinyaData();
    const i18n = await tigrinya([tigrinyaPlurals]);
    expect(i18n.getFixedT('en')('day', { count: 1 })).toBe('a day');
    const resolver = i18n.services.pluralResolver as {
      getRule: (code: string) => Intl.PluralRules;
    };
    expect(resolver.getRule('ru').select(3)).toBe('few');

    Object.defineProperty(Intl, 'PluralRules', { value: NativePluralRules, configurable: true });
    const native = await tigrinya([tigrinyaPlurals]);
    const nativeResolver = native.services.pluralResolver as { getRule: (code: string) => object };
    expect(nativeResolver.getRule('ti')).toBeInstanceOf(NativePluralRules);
    expect(native.t('members', { count: 3 })).toBe('3 ኣባላት');
  });
});
