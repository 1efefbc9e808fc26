import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unreadCountQuery } from './notifications-api';
import { NotificationListSkeleton } from './notification-list-skeleton';

// The list, its actions and the Clear all dialog load on the first open (or when the bell is pointed at).
const loadPanel = () => import('./notification-panel');
const NotificationPanel = lazy(async () => ({ default: (await loadPanel()).NotificationPanel }));

/** While a dialog of the panel (Clear all) is open, clicks and Escape belong to it. */
function dialogOpen(): boolean {
  return document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
}

/**
 * The bell of the signed-in header: the unread count, and a panel with the notifications. A
 * disclosure like the user menu: Escape, a click outside or tabbing away closes it. On phones the
 * panel is a sheet under the header; on wider screens a popover under the bell.
 */
export function NotificationBell({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const count = useQuery(unreadCountQuery).data ?? 0;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent): void => {
      if (!dialogOpen() && !root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent): void => {
      if (event.key !== 'Escape' || dialogOpen()) return;
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

  const preload = (): void => {
    void loadPanel();
  };

  return (
    <div
      ref={root}
      className="relative"
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (
          next instanceof Element &&
          !event.currentTarget.contains(next) &&
          !next.closest('[role="dialog"], [role="alertdialog"]')
        )
          setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={
          count > 0 ? t('notifications.bell.labelUnread', { count }) : t('notifications.bell.label')
        }
        onClick={() => setOpen((value) => !value)}
        onPointerEnter={preload}
        onFocus={preload}
        className="relative grid size-10 place-items-center rounded-full outline-none hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <Bell className="size-5" aria-hidden="true" />
        {count > 0 ? (
          <span
            aria-hidden="true"
            className="absolute top-0.5 right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-destructive px-1 text-[0.6875rem] leading-none font-bold text-destructive-foreground ring-2 ring-background"
          >
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="fixed inset-x-0 top-14 z-50 flex max-h-[calc(100dvh-3.5rem)] flex-col border-b bg-popover text-popover-foreground shadow-lg sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:max-h-[min(36rem,calc(100dvh-5rem))] sm:w-[26rem] sm:rounded-lg sm:border"
      >
        {open ? (
          <Suspense fallback={<NotificationListSkeleton />}>
            <NotificationPanel userId={userId} onNavigate={() => setOpen(false)} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
