import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { LogoLetter } from './brand';
import { LanguageSwitcher } from './language-switcher';

/** The signed-out header of the app screens: title 'Dashboard' and a 'Sign In' button (SPEC §2). */
export function AppHeader() {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-14 max-w-5xl items-center gap-3 px-4">
        <Link to="/" aria-label={t('brand.home')} className="rounded-md">
          <LogoLetter size="sm" />
        </Link>
        <h1 className="text-lg font-semibold">{t('header.dashboard')}</h1>
        <div className="ml-auto flex items-center gap-2">
          <span className="hidden sm:block">
            <LanguageSwitcher />
          </span>
          <Button asChild size="sm">
            <Link to="/auth">{t('header.signIn')}</Link>
          </Button>
        </div>
      </div>
    </header>
  );
}
