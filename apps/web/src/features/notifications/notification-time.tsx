import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/i18n/i18n';
import { formatRelativeTime } from '@/lib/relative-time';

/** "just now", "5 minutes ago", … in the interface language (SPEC §9). */
export function NotificationTime({
  date,
  now,
  className,
}: {
  date: string;
  now?: Date;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <time dateTime={date} className={className}>
      {formatRelativeTime(date, currentLanguage(), t('notifications.justNow'), now)}
    </time>
  );
}
