import Search from 'lucide-react/icons/search';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NotificationBell } from '@/features/notifications/notification-bell';
import { useLanguageChoice } from '@/features/profiles/use-language-choice';
import type { Session } from '@/features/session/session';
import { LogoLetter } from './brand';
import { CompactLanguageButton } from './compact-language-button';
import { headerControlClass } from './header-control';
import { LanguageSwitcher } from './language-switcher';
import { OfflineBanner } from './offline-banner';
import { UserMenu } from './user-menu';

interface SignedInHeaderProps {
  session: Session;
  /** The current screen's name. */
  title: string;
}

/**
 * The header of a signed-in user: the logo (as wide as the sidebar below it, so the screen's title
 * lines up with the content), the screen's title, the language, search, the bell and the avatar menu,
 * every control in the same 40 px box. Phones get a one-tap language button instead of the pair.
 */
export function SignedInHeader({ session, title }: SignedInHeaderProps) {
  const { t } = useTranslation();
  const chooseLanguage = useLanguageChoice();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-14 max-w-[79rem] items-center gap-2 px-4 md:gap-6">
        <div className="flex shrink-0 items-center md:w-20 md:justify-center lg:w-56 lg:justify-start">
          <Link
            to="/dashboard"
            aria-label={t('brand.home')}
            className="flex items-center gap-2 rounded-md font-bold outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <LogoLetter size="sm" />
            <span className="hidden text-lg tracking-tight lg:inline">{t('brand.name')}</span>
          </Link>
        </div>
        {/* On a phone the title may take two lines, so that it is read whole in every language. */}
        <h1 className="line-clamp-2 min-w-0 flex-1 text-sm leading-snug font-semibold break-words sm:line-clamp-1 sm:text-lg">
          {title}
        </h1>
        <div className="flex shrink-0 items-center gap-0.5 sm:gap-1">
          <div className="mr-1 hidden md:flex">
            <LanguageSwitcher onSelect={chooseLanguage} />
          </div>
          <div className="flex md:hidden">
            <CompactLanguageButton />
          </div>
          <Link to="/search" aria-label={t('screens.search')} className={headerControlClass}>
            <Search className="size-5" aria-hidden="true" />
          </Link>
          <NotificationBell userId={session.user.id} />
          <UserMenu session={session} />
        </div>
      </div>
      <OfflineBanner />
    </header>
  );
}
