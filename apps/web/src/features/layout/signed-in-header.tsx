import { Search } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NotificationBell } from '@/features/notifications/notification-bell';
import { useLanguageChoice } from '@/features/profiles/use-language-choice';
import type { Session } from '@/features/session/session';
import { LogoLetter } from './brand';
import { LanguageSwitcher } from './language-switcher';
import { UserMenu } from './user-menu';

/** The header of a signed-in user: title, language switcher, search, the notifications bell and the avatar menu. */
export function SignedInHeader({ session }: { session: Session }) {
  const { t } = useTranslation();
  const chooseLanguage = useLanguageChoice();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-14 max-w-5xl items-center gap-3 px-4">
        <Link to="/dashboard" aria-label={t('brand.home')} className="rounded-md">
          <LogoLetter size="sm" />
        </Link>
        <h1 className="text-lg font-semibold">{t('header.dashboard')}</h1>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <span className="hidden sm:block">
            <LanguageSwitcher onSelect={chooseLanguage} />
          </span>
          <Link
            to="/search"
            aria-label={t('screens.search')}
            className="grid size-10 place-items-center rounded-full outline-none hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <Search className="size-5" aria-hidden="true" />
          </Link>
          <NotificationBell userId={session.user.id} />
          <UserMenu session={session} />
        </div>
      </div>
    </header>
  );
}
