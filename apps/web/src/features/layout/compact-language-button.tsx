import { useTranslation } from 'react-i18next';
import { defaultLanguage, parseLanguage, type Language } from '@aebro/shared/language';
import { onDemand } from '@/components/ui/on-demand';
import { useStandInMenu } from '@/components/ui/stand-in';
import { headerControlClass } from './header-control';

/** What the button shows: the current language, short, in its own script. */
export const shortNames: Record<Language, string> = { en: 'EN', am: 'አማ', ti: 'ትግ' };

const useMenu = onDemand(() => import('./compact-language-menu'));

/**
 * The phone's language switch in the top bar: a menu of the three languages, each named in itself.
 * Its name says what it is and contains what it shows. The menu (Radix) loads on first use: until
 * then a stand-in button of the same look fetches it when pointed at or focused, and a press opens
 * it as soon as it is there.
 */
export function CompactLanguageButton() {
  const { t, i18n } = useTranslation();
  const [menu, fetchMenu] = useMenu();
  const standIn = useStandInMenu(fetchMenu);
  const current = parseLanguage(i18n.resolvedLanguage) ?? defaultLanguage;
  if (menu)
    return (
      <menu.CompactLanguageMenu
        open={standIn.open}
        onOpenChange={standIn.setOpen}
        focusTrigger={standIn.focused}
      />
    );
  return (
    <button
      type="button"
      lang={current}
      aria-label={t('nav.language.choose', { language: shortNames[current] })}
      className={`${headerControlClass} font-brand text-sm font-semibold text-primary`}
      {...standIn.buttonProps}
    >
      {shortNames[current]}
    </button>
  );
}
