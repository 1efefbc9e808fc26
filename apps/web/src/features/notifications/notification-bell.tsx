import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { headerControlClass } from '@/features/layout/header-control';
import { unreadCountQuery } from './notifications-api';
import { NotificationListSkeleton } from './notification-list-skeleton';

// The list, its actions and the Clear all dialog load on the first open (or when the bell is pointed at).
const loadPanel = () => import('./notification-panel');
const NotificationPanel = lazy(async () => ({ default: (await loadPanel()).NotificationPanel }));

/**
 * The bell of the signed-in header: the unread count (kept live by the popups' socket events), and a
 * popover with the notifications. Escape, a click outside or moving the focus away closes it; while
 * its Clear all dialog is open, clicks and Escape belong to the dialog. On phones it spans the width.
 */
export function NotificationBell({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const count = useQuery(unreadCountQuery).data ?? 0;
  const [open, setOpen] = useState(false);

  const preload = (): void => {
    void loadPanel();
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger
        aria-label={
          count > 0 ? t('notifications.bell.labelUnread', { count }) : t('notifications.bell.label')
        }
        onPointerEnter={preload}
        onFocus={preload}
        className={headerControlClass}
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
      </PopoverTrigger>
      <PopoverContent
        aria-label={t('notifications.panel.title')}
        className="flex max-h-[min(36rem,var(--radix-popover-content-available-height))] w-[min(26rem,calc(100vw-1rem))] flex-col overflow-hidden"
      >
        <Suspense fallback={<NotificationListSkeleton />}>
          <NotificationPanel userId={userId} onNavigate={() => setOpen(false)} />
        </Suspense>
      </PopoverContent>
    </Popover>
  );
}
