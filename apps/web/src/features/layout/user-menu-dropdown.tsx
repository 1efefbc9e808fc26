import LogOut from 'lucide-react/icons/log-out';
import Settings from 'lucide-react/icons/settings';
import UserRound from 'lucide-react/icons/user-round';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { displayName } from '@/features/session/display-name';
import type { Session } from '@/features/session/session';
import { useSignOut } from '@/features/session/use-sign-out';
import { headerControlClass } from './header-control';

interface UserMenuDropdownProps {
  session: Session;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The stand-in button (user-menu.tsx) had the focus: this one takes it over. */
  focusTrigger: boolean;
}

/** The avatar button and its menu: Profile, Settings, Sign out (loaded on first use, see user-menu.tsx). */
export function UserMenuDropdown({
  session,
  open,
  onOpenChange,
  focusTrigger,
}: UserMenuDropdownProps) {
  const { t } = useTranslation();
  const trigger = useRef<HTMLButtonElement>(null);
  const [focusOnMount] = useState(focusTrigger && !open);
  useEffect(() => {
    if (focusOnMount) trigger.current?.focus();
  }, [focusOnMount]);
  const signOut = useSignOut();
  const name = displayName(session.profile);

  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger
        ref={trigger}
        className={headerControlClass}
        aria-label={t('userMenu.label', { name })}
      >
        <Avatar name={name} src={session.profile.avatarUrl} size="sm" />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-56">
        <DropdownMenuLabel>{name}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <UserRound aria-hidden="true" />
            {t('userMenu.profile')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/settings">
            <Settings aria-hidden="true" />
            {t('userMenu.settings')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem
          disabled={signOut.isPending}
          onSelect={(event) => {
            // The menu stays open while signing out, to show the busy text or the failure.
            event.preventDefault();
            signOut.mutate('this-device');
          }}
        >
          <LogOut aria-hidden="true" />
          {signOut.isPending ? t('userMenu.signingOut') : t('userMenu.signOut')}
        </DropdownMenuItem>
        {signOut.isError ? (
          <p role="alert" className="px-3 py-2 text-sm text-destructive">
            {t('userMenu.signOutFailed')}
          </p>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
