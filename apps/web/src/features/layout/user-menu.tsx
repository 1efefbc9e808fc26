import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { onDemand } from '@/components/ui/on-demand';
import { displayName } from '@/features/session/display-name';
import type { Session } from '@/features/session/session';
import { headerControlClass } from './header-control';

const useMenu = onDemand(() => import('./user-menu-dropdown'));

/**
 * The avatar button and its menu: Profile, Settings, Sign out. The menu (Radix) is not in the first
 * download: until it has loaded, a stand-in button of the same look fetches it when pointed at or
 * focused, and a press on it opens the menu as soon as it is there.
 */
export function UserMenu({ session }: { session: Session }) {
  const { t } = useTranslation();
  const [menu, fetchMenu] = useMenu();
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState(false);
  const name = displayName(session.profile);
  if (menu)
    return (
      <menu.UserMenuDropdown
        session={session}
        open={open}
        onOpenChange={setOpen}
        focusTrigger={focused}
      />
    );
  const openMenu = (): void => {
    setOpen(true);
    fetchMenu();
  };
  return (
    <button
      type="button"
      className={headerControlClass}
      aria-label={t('userMenu.label', { name })}
      aria-haspopup="menu"
      aria-expanded={open}
      onPointerEnter={fetchMenu}
      onFocus={() => {
        setFocused(true);
        fetchMenu();
      }}
      onBlur={() => setFocused(false)}
      onPointerDown={(event) => {
        if (event.button === 0 && !event.ctrlKey) openMenu();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
          event.preventDefault();
          openMenu();
        }
      }}
    >
      <Avatar name={name} src={session.profile.avatarUrl} size="sm" />
    </button>
  );
}
