import { useTranslation } from 'react-i18next';
import { defaultLanguage, languages, parseLanguage, type Language } from '@aebro/shared/language';
import { changeLanguage } from '@/i18n/i18n';
import { cn } from '@/lib/cn';

/** Each language is named in itself, so a reader of any can find their own. */
export const languageNames: Record<Language, string> = { en: 'English', am: 'አማርኛ', ti: 'ትግርኛ' };

interface LanguageSwitcherProps {
  /** What choosing a language does; by default it switches the interface on this device. */
  onSelect?: (language: Language) => Promise<void>;
}

export function LanguageSwitcher({ onSelect = changeLanguage }: LanguageSwitcherProps) {
  const { t, i18n } = useTranslation();
  const active = parseLanguage(i18n.resolvedLanguage) ?? defaultLanguage;
  return (
    <div
      role="group"
      aria-label={t('language.switcher')}
      className="inline-flex rounded-lg border bg-background p-0.5"
    >
      {languages.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          data-language-choice={language}
          aria-pressed={active === language}
          onClick={() => void onSelect(language)}
          className={cn(
            'rounded-md px-2 py-1 font-brand text-sm font-medium transition-colors sm:px-2.5',
            active === language
              ? 'bg-primary text-primary-foreground'
              : 'text-muted-foreground hover:text-foreground',
          )}
        >
          {languageNames[language]}
        </button>
      ))}
    </div>
  );
}
