import { useTranslation } from 'react-i18next';
import { defaultLanguage, parseLanguage, type Language } from '@aebro/shared/language';
import { useLanguageChoice } from '@/features/profiles/use-language-choice';
import { headerControlClass } from './header-control';
import { languageNames } from './language-switcher';

/** What the button shows: the other language, short, in its own script. */
const shortNames: Record<Language, string> = { en: 'EN', am: 'አማ' };

/**
 * The phone's language switch in the top bar: one tap changes to the other language (there are two).
 * Its name says what it does and contains what it shows.
 */
export function CompactLanguageButton() {
  const { t, i18n } = useTranslation();
  const chooseLanguage = useLanguageChoice();
  const current = parseLanguage(i18n.resolvedLanguage) ?? defaultLanguage;
  const other: Language = current === 'en' ? 'am' : 'en';
  return (
    <button
      type="button"
      lang={other}
      aria-label={t('nav.language.switchTo', { language: languageNames[other] })}
      onClick={() => void chooseLanguage(other)}
      className={`${headerControlClass} font-brand text-sm font-semibold text-primary`}
    >
      {shortNames[other]}
    </button>
  );
}
