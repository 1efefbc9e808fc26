import type { i18n as I18n, ThirdPartyModule } from 'i18next';

/**
 * Tigrinya's plural rule (CLDR): "one" for 0 and 1, "other" for the rest; ordinals are all "other".
 */
export function tigrinyaPluralCategory(
  value: number,
  type: Intl.PluralRuleType = 'cardinal',
): Intl.LDMLPluralRule {
  return type === 'cardinal' && (value === 0 || value === 1) ? 'one' : 'other';
}

/** The part of Intl.PluralRules that i18next's plural resolver uses. */
type PluralRule = Pick<Intl.PluralRules, 'select' | 'resolvedOptions'>;

function tigrinyaRule(type: Intl.PluralRuleType): PluralRule {
  return {
    select: (value) => tigrinyaPluralCategory(value, type),
    resolvedOptions: () => ({
      ...new Intl.PluralRules('en', { type }).resolvedOptions(),
      locale: 'ti',
      pluralCategories: type === 'cardinal' ? ['one', 'other'] : ['other'],
    }),
  };
}

interface PluralResolver {
  getRule(code: string, options?: { ordinal?: boolean }): PluralRule | undefined;
}

/**
 * i18next picks `_one` or `_other` with the rule its plural resolver takes from Intl.PluralRules.
 * Where a browser has no Tigrinya data, `new Intl.PluralRules('ti')` quietly uses the browser's
 * default locale, whose categories may be others (Russian's `few`, Arabic's `zero`…), and a
 * Tigrinya text would show its key. This i18next plugin gives that instance's resolver CLDR's
 * Tigrinya rule in that case only; Intl itself and every other language are left as they are.
 */
export const tigrinyaPlurals: ThirdPartyModule = {
  type: '3rdParty',
  init(instance: I18n) {
    if (Intl.PluralRules.supportedLocalesOf(['ti']).length > 0) return;
    const resolver = instance.services.pluralResolver as PluralResolver;
    const intlRule = resolver.getRule.bind(resolver);
    resolver.getRule = (code, options = {}) =>
      /^ti(?:[-_]|$)/i.test(code)
        ? tigrinyaRule(options.ordinal ? 'ordinal' : 'cardinal')
        : intlRule(code, options);
  },
};
