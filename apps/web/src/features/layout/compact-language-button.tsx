import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { defaultLanguage, languages, parseLanguage, type Language } from '@aebro/shared/language';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useLanguageChoice } from '@/features/profiles/use-language-choice';
import { headerControlClass } from './header-control';
import { languageNames } from './language-switcher';

/** What the button shows: the current language, short, in its own script. */
const shortNames: Record<Language, string> = { en: 'EN', am: 'አማ', ti: 'ትግ' };

/**
 * The phone's language switch in the top bar: a menu of the three languages, each named in itself.
 * Its name says what it is and contains what it shows.
 */
export function CompactLanguageButton() {
  const { t, i18n } = useTranslation();
  const chooseLanguage = useLanguageChoice();
  const current = parseLanguage(i18n.resolvedLanguage) ?? defaultLanguage;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        lang={current}
        aria-label={t('nav.language.choose', { language: shortNames[current] })}
        className={`${headerControlClass} font-brand text-sm font-semibold text-primary`}
      >
        {shortNames[current]}
      </DropdownMenuTrigger>
      <DropdownMenuContent className="min-w-36">
        {languages.map((language) => (
          <DropdownMenuItem
            key={language}
            lang={language}
            aria-current={language === current ? 'true' : undefined}
            onSelect={() => void chooseLanguage(language)}
          >
            <span className="flex-1 font-brand">{languageNames[language]}</span>
            {language === current ? <Check aria-hidden="true" /> : null}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
