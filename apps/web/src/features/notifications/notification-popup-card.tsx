import X from 'lucide-react/icons/x';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@aebro/shared/notifications';
import { Avatar } from '@/components/ui/avatar';
import { NotificationLink } from './notification-link';
import { actorName, notificationLimits } from './notification-rules';
import { notificationText } from './notification-text';
import { NotificationTime } from './notification-time';

interface PopupCardProps {
  notification: Notification;
  onClose: (id: string) => void;
}

/**
 * One popup card (SPEC §2): avatar, text and time; it closes itself after 5000 ms, has an X, and a
 * click goes where the notification leads. The time stands still while the pointer or the focus is
 * on the card, so that it can be read and reached (WCAG 2.2.1). Escape closes it.
 */
export function NotificationPopupCard({ notification, onClose }: PopupCardProps) {
  const { t } = useTranslation();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef<number>(notificationLimits.popupMs);
  const returnFocus = useRef<HTMLElement | null>(null);
  const paused = hovered || focused;
  const { id } = notification;

  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => onClose(id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(1000, remaining.current - (Date.now() - started));
    };
  }, [paused, id, onClose]);

  /** Closing from the keyboard puts the focus back where it was before the card. */
  const closeFromKeyboard = (): void => {
    const previous = returnFocus.current;
    onClose(id);
    if (previous?.isConnected) previous.focus();
  };

  const name = actorName(notification.data) ?? t('notifications.someone');
  return (
    <li
      className="pointer-events-auto flex items-start gap-1 rounded-xl border bg-popover text-popover-foreground shadow-lg motion-safe:animate-in motion-safe:fade-in-0 motion-safe:slide-in-from-top-2"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget))
          returnFocus.current =
            event.relatedTarget instanceof HTMLElement ? event.relatedTarget : null;
        setFocused(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        closeFromKeyboard();
      }}
    >
      <NotificationLink
        notification={notification}
        onOpen={() => onClose(id)}
        className="flex min-w-0 flex-1 items-start gap-3 rounded-xl p-3 outline-none hover:bg-muted/60 focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <Avatar name={name} src={notification.data.actor_avatar} size="md" />
        <span className="min-w-0 flex-1">
          <span className="block text-sm font-medium break-words">
            {notificationText(t, notification)}
          </span>
          <NotificationTime
            date={notification.createdAt}
            className="text-xs text-muted-foreground"
          />
        </span>
      </NotificationLink>
      <button
        type="button"
        aria-label={t('common.close')}
        onClick={closeFromKeyboard}
        className="m-1.5 grid size-8 shrink-0 place-items-center rounded-md text-muted-foreground outline-none hover:bg-muted hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </li>
  );
}
