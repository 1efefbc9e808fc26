import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { headerControlClass } from '@/features/layout/header-control';
import { NotificationListSkeleton } from './notification-list-skeleton';
import { BellFace } from './notification-bell';

// The list, its actions and the Clear all dialog load on the first open (or when the bell is pointed at).
const loadPanel = () => import('./notification-panel');
const NotificationPanel = lazy(async () => ({ default: (await loadPanel()).NotificationPanel }));

interface NotificationBellPopoverProps {
  userId: string;
  count: number;
  label: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The stand-in button (notification-bell.tsx) had the focus: this one takes it over. */
  focusTrigger: boolean;
}

/**
 * The bell's popover with the notifications (loaded on first use, see notification-bell.tsx). Escape,
 * a click outside or moving the focus away closes it; while its Clear all dialog is open, clicks and
 * Escape belong to the dialog. On phones it spans the width.
 */
export function NotificationBellPopover({
  userId,
  count,
  label,
  open,
  onOpenChange: setOpen,
  focusTrigger,
}: NotificationBellPopoverProps) {
  const { t } = useTranslation();
  const trigger = useRef<HTMLButtonElement>(null);
  const [focusOnMount] = useState(focusTrigger && !open);
  useEffect(() => {
    if (focusOnMount) trigger.current?.focus();
  }, [focusOnMount]);

  const preload = (): void => {
    void loadPanel();
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger
        ref={trigger}
        aria-label={label}
        onPointerEnter={preload}
        onFocus={preload}
        className={headerControlClass}
      >
        <BellFace count={count} />
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
