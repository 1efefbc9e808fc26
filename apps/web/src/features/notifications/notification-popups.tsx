import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@aebro/shared/notifications';
import { readClearedAt } from './cleared-at';
import { NotificationPopupCard } from './notification-popup-card';
import { popupsWanted } from './popup-choice';
import { notificationLimits, prunePopupHistory, shouldShowPopup } from './notification-rules';
import { useNotificationsLive } from './use-notifications-live';

/** At most this many cards at once; a newer one pushes the oldest out. */
const maxVisible = 3;

/**
 * The popup cards at the top right (SPEC §2, §9) and the live updates of the bell's cache. Each
 * notification pops up once (the ids shown are remembered for an hour, pruned every 10 minutes), and
 * none for 5 minutes after Clear all, in any tab.
 */
export function NotificationPopups({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const [popups, setPopups] = useState<Notification[]>([]);
  const history = useRef(new Map<string, number>());

  useEffect(() => {
    const timer = setInterval(() => {
      history.current = prunePopupHistory(history.current, Date.now());
    }, notificationLimits.popupHistoryPruneEveryMs);
    return () => clearInterval(timer);
  }, []);

  useNotificationsLive((notification) => {
    if (!popupsWanted(userId)) return;
    const now = Date.now();
    if (
      !shouldShowPopup(notification, {
        history: history.current,
        clearedAt: readClearedAt(userId),
        now,
      })
    )
      return;
    history.current.set(notification.id, now);
    setPopups((shown) => [notification, ...shown].slice(0, maxVisible));
  });

  const close = useCallback(
    (id: string) => setPopups((shown) => shown.filter((popup) => popup.id !== id)),
    [],
  );

  return (
    <section
      aria-label={t('notifications.popups.label')}
      className="pointer-events-none fixed inset-x-3 top-16 z-50 sm:inset-x-auto sm:right-4 sm:w-96"
    >
      {/* A polite live region that is always there, so a card added to it is announced. */}
      <div role="status" aria-live="polite">
        <ol className="flex flex-col gap-2">
          {popups.map((notification) => (
            <NotificationPopupCard
              key={notification.id}
              notification={notification}
              onClose={close}
            />
          ))}
        </ol>
      </div>
    </section>
  );
}
