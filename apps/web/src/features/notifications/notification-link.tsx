import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Notification } from '@aebro/shared/notifications';
import { openNotification } from './notifications-api';
import { notificationDestination, storedTarget } from './notification-target';

interface NotificationLinkProps {
  notification: Notification;
  /** Runs on every activation, before the navigation (close the panel or the popup). */
  onOpen?: () => void;
  className?: string;
  children: ReactNode;
}

/** A notification as a link: opening it marks it read and goes where it leads (SPEC §2). */
export function NotificationLink({
  notification,
  onOpen,
  className,
  children,
}: NotificationLinkProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const stored = storedTarget(notification);
  return (
    <Link
      to={stored ?? '/dashboard'}
      className={className}
      onClick={(event) => {
        void openNotification(queryClient, notification);
        onOpen?.();
        if (stored) return;
        // No usable link of its own: where it goes depends on its type.
        event.preventDefault();
        void notificationDestination(notification).then((to) => navigate(to));
      }}
    >
      {children}
    </Link>
  );
}
