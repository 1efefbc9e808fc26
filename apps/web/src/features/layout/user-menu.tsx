import { LogOut, Settings, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { displayName } from '@/features/session/display-name';
import type { Session } from '@/features/session/session';
import { useSignOut } from '@/features/session/use-sign-out';

const itemClass =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm hover:bg-muted focus-visible:bg-muted focus-visible:outline-none disabled:opacity-50';

/** The avatar button and its menu: Profile, Settings, Sign out. A disclosure: Escape or a click outside closes it. */
export function UserMenu({ session }: { session: Session }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const signOut = useSignOut();
  const name = displayName(session.profile);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent): void => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent): void => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('userMenu.label', { name })}
        onClick={() => setOpen((value) => !value)}
        className="rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <Avatar name={name} src={session.profile.avatarUrl} size="sm" />
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="absolute right-0 z-50 mt-2 w-56 rounded-lg border bg-popover p-1 text-popover-foreground shadow-lg"
        onBlur={(event) => {
          if (
            !event.currentTarget.contains(event.relatedTarget) &&
            event.relatedTarget !== button.current
          )
            setOpen(false);
        }}
      >
        <p className="truncate px-3 py-2 text-sm font-semibold">{name}</p>
        <ul className="border-t pt-1">
          <li>
            <Link to="/profile" className={itemClass} onClick={() => setOpen(false)}>
              <UserRound aria-hidden="true" className="size-4" />
              {t('userMenu.profile')}
            </Link>
          </li>
          <li>
            <Link to="/settings" className={itemClass} onClick={() => setOpen(false)}>
              <Settings aria-hidden="true" className="size-4" />
              {t('userMenu.settings')}
            </Link>
          </li>
          <li>
            <button
              type="button"
              className={itemClass}
              disabled={signOut.isPending}
              onClick={() => signOut.mutate('this-device')}
            >
              <LogOut aria-hidden="true" className="size-4" />
              {signOut.isPending ? t('userMenu.signingOut') : t('userMenu.signOut')}
            </button>
          </li>
        </ul>
        {signOut.isError ? (
          <p role="alert" className="px-3 py-2 text-sm text-destructive">
            {t('userMenu.signOutFailed')}
          </p>
        ) : null}
      </div>
    </div>
  );
}
