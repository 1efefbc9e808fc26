import Check from 'lucide-react/icons/check';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultLanguage, languages, parseLanguage } from '@aebro/shared/language';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useLanguageChoice } from '@/features/profiles/use-language-choice';
import { headerControlClass } from './header-control';
import { shortNames } from './compact-language-button';
import { languageNames } from './language-switcher';

interface CompactLanguageMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The stand-in button (compact-language-button.tsx) had the focus: this one takes it over. */
  focusTrigger: boolean;
}

/** The phone's language menu (loaded on first use, see compact-language-button.tsx). */
export function CompactLanguageMenu({
  open,
  onOpenChange,
  focusTrigger,
}: CompactLanguageMenuProps) {
  const { t, i18n } = useTranslation();
  const chooseLanguage = useLanguageChoice();
  const current = parseLanguage(i18n.resolvedLanguage) ?? defaultLanguage;
  const trigger = useRef<HTMLButtonElement>(null);
  const [focusOnMount] = useState(focusTrigger && !open);
  useEffect(() => {
    if (focusOnMount) trigger.current?.focus();
  }, [focusOnMount]);
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger
        ref={trigger}
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
