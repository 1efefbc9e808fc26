import { useQuery } from '@tanstack/react-query';
import Bell from 'lucide-react/icons/bell';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onDemand } from '@/components/ui/on-demand';
import { headerControlClass } from '@/features/layout/header-control';
import { unreadCountQuery } from './notifications-api';

const usePopover = onDemand(() => import('./notification-bell-popover'));

/** The bell and its unread count, as the button shows them (the badge is not read out: the label says it). */
export function BellFace({ count }: { count: number }) {
  return (
    <>
      <Bell className="size-5" aria-hidden="true" />
      {count > 0 ? (
        <span
          aria-hidden="true"
          className="absolute top-0.5 right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-destructive px-1 text-[0.6875rem] leading-none font-bold text-destructive-foreground ring-2 ring-background"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </>
  );
}

/**
 * The bell of the signed-in header: the unread count (kept live by the popups' socket events), and a
 * popover with the notifications (notification-bell-popover.tsx). The popover's code is not in the
 * first download: a stand-in button of the same look fetches it when pointed at or focused, and a
 * press opens the popover as soon as it is there. The popover opens on click (pointer down, then up),
 * so the stand-in stays while a pointer is down on it: a swap in between would leave the click to
 * neither button, and the press would open nothing.
 */
export function NotificationBell({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const count = useQuery(unreadCountQuery).data ?? 0;
  const [popover, fetchPopover] = usePopover();
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pressed, setPressed] = useState(false);
  const label =
    count > 0 ? t('notifications.bell.labelUnread', { count }) : t('notifications.bell.label');
  if (popover && !pressed)
    return (
      <popover.NotificationBellPopover
        userId={userId}
        count={count}
        label={label}
        open={open}
        onOpenChange={setOpen}
        focusTrigger={focused}
      />
    );
  return (
    <button
      type="button"
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={open}
      className={headerControlClass}
      onPointerEnter={fetchPopover}
      onFocus={() => {
        setFocused(true);
        fetchPopover();
      }}
      onBlur={() => setFocused(false)}
      onPointerDown={(event) => {
        if (event.button === 0) setPressed(true);
      }}
      onPointerLeave={() => setPressed(false)}
      onPointerCancel={() => setPressed(false)}
      onClick={() => {
        setPressed(false);
        setOpen(true);
        fetchPopover();
      }}
    >
      <BellFace count={count} />
    </button>
  );
}
