import { LogOut } from 'lucide-react';
import { useRef, type RefObject } from 'react';
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
import { moreAreas, visibleAreas } from './nav-areas';
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
 * The phone's More sheet: Services, Saved, Settings (and Admin), the language, and Sign out. The tab
 * bar loads it on the first tap on More.
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
          {visibleAreas(moreAreas, nav.isAdmin).map((area) => (
            <li key={area.id}>
              <NavLink
                area={area}
                look="sheet"
                active={nav.active === area.id}
                badge={nav.badges[area.id]}
                onClick={onNavigate}
              />
            </li>
          ))}
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
