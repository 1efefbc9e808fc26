/**
 * i18next picks `_one` or `_other` with Intl.PluralRules. Where a browser has no Tigrinya plural data,
 * `new Intl.PluralRules('ti')` quietly uses the browser's default locale, whose categories may be
 * others (Russian's `few`, Arabic's `zero`…), and a Tigrinya text would show its key. Tigrinya's
 * rule (CLDR) is "one" for 0 and 1 and "other" for the rest; ordinals are all "other".
 */
export function tigrinyaPluralCategory(
  value: number,
  type: Intl.PluralRuleType = 'cardinal',
): Intl.LDMLPluralRule {
  return type === 'cardinal' && (value === 0 || value === 1) ? 'one' : 'other';
}

const isTigrinya = (locales: string | readonly string[] | undefined): boolean => {
  const first = typeof locales === 'string' ? locales : locales?.[0];
  return typeof first === 'string' && /^ti(?:[-_]|$)/i.test(first);
};

/** Intl.PluralRules that answers for Tigrinya itself and leaves every other language to `Native`. */
export function withTigrinyaPluralRules(Native: typeof Intl.PluralRules): typeof Intl.PluralRules {
  class PluralRules extends Native {
    private readonly tigrinyaType: Intl.PluralRuleType | null;

    constructor(locales?: string | readonly string[], options?: Intl.PluralRulesOptions) {
      super(locales, options);
      this.tigrinyaType = isTigrinya(locales) ? (options?.type ?? 'cardinal') : null;
    }

    override select(value: number): Intl.LDMLPluralRule {
      return this.tigrinyaType
        ? tigrinyaPluralCategory(value, this.tigrinyaType)
        : super.select(value);
    }

    override resolvedOptions(): Intl.ResolvedPluralRulesOptions {
      const options = super.resolvedOptions();
      if (!this.tigrinyaType) return options;
      return {
        ...options,
        locale: 'ti',
        pluralCategories: this.tigrinyaType === 'cardinal' ? ['one', 'other'] : ['other'],
      };
    }
  }
  // Unlike the native one, a class cannot be called without `new`; i18next always uses `new`.
  return PluralRules as unknown as typeof Intl.PluralRules;
}

/** Puts the Tigrinya rule in place when the browser has none of its own (a no-op where it has). */
export function ensureTigrinyaPluralRules(): void {
  if (Intl.PluralRules.supportedLocalesOf(['ti']).length > 0) return;
  Object.defineProperty(Intl, 'PluralRules', {
    value: withTigrinyaPluralRules(Intl.PluralRules),
    configurable: true,
    writable: true,
  });
}
