import LogOut from 'lucide-react/icons/log-out';
import { useRef, type RefObject } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet';
import { useLanguageChoice } from '@/features/profiles/use-language-choice';
import { useSignOut } from '@/features/session/use-sign-out';
import { LanguageSwitcher } from './language-switcher';
import { cn } from '@/lib/cn';
import { moreAreas, shortcutsOf, visibleAreas, type NavShortcut } from './nav-areas';
import { NavLink } from './nav-link';
import type { FrameNav } from './use-frame-nav';

interface MoreSheetProps {
  nav: FrameNav;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The More tab (a plain button, outside the dialog): the focus goes back to it on closing. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/**
 * The phone's More sheet: All posts, Services, Saved, Payments, Settings (and Admin), each with the
 * places inside it that people look for (my requests, saved events, boosting a post), the language,
 * and Sign out. Every place of the app is two taps from the tab bar. The tab bar loads it on the
 * first tap on More.
 */
export function MoreSheet({ nav, open, onOpenChange, returnFocusTo }: MoreSheetProps) {
  const onNavigate = (): void => onOpenChange(false);
  const { t } = useTranslation();
  const chooseLanguage = useLanguageChoice();
  const signOut = useSignOut();
  const places = useRef<HTMLUListElement>(null);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="bottom"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
        onOpenAutoFocus={(event) => {
          // The first place, not the first button (Radix skips links when it picks the focus).
          event.preventDefault();
          places.current?.querySelector('a')?.focus();
        }}
      >
        <SheetHeader>
          <SheetTitle>{t('nav.more.title')}</SheetTitle>
          <SheetDescription>{t('nav.more.description')}</SheetDescription>
        </SheetHeader>
        <ul ref={places} className="flex flex-col gap-1">
          {visibleAreas(moreAreas, nav.isAdmin).map((area) => {
            const shortcuts = shortcutsOf(area.id, nav.isBusiness);
            return (
              <li key={area.id}>
                <NavLink
                  area={area}
                  look="sheet"
                  active={nav.active === area.id}
                  badge={nav.badges[area.id]}
                  onClick={onNavigate}
                />
                {shortcuts.length > 0 ? (
                  <ul className="flex flex-wrap gap-2 pb-1 pl-11">
                    {shortcuts.map((shortcut) => (
                      <li key={shortcut.id}>
                        <ShortcutLink shortcut={shortcut} onClick={onNavigate} />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ul>
        <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-4">
          <LanguageSwitcher onSelect={chooseLanguage} />
          <Button
            type="button"
            variant="outline"
            disabled={signOut.isPending}
            onClick={() => signOut.mutate('this-device')}
          >
            <LogOut aria-hidden="true" />
            {signOut.isPending ? t('userMenu.signingOut') : t('userMenu.signOut')}
          </Button>
        </div>
        {signOut.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('userMenu.signOutFailed')}
          </p>
        ) : null}
      </SheetContent>
    </Sheet>
  );
}

/** A place inside an area, under the area's row: a smaller, rounded link. */
function ShortcutLink({ shortcut, onClick }: { shortcut: NavShortcut; onClick: () => void }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const active = `${pathname}${search}` === shortcut.to;
  const Icon = shortcut.icon;
  return (
    <Link
      to={shortcut.to}
      onClick={onClick}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'inline-flex min-h-10 items-center gap-2 rounded-full border px-3 text-sm font-medium outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50',
        active
          ? 'border-primary/40 bg-secondary font-semibold text-primary'
          : 'text-muted-foreground hover:bg-muted hover:text-foreground',
      )}
    >
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      {t(`nav.shortcuts.${shortcut.id}`)}
    </Link>
  );
}
