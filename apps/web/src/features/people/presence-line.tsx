import { useTranslation } from 'react-i18next';
import { parseLanguage } from '@aebro/shared/language';
import { formatRelativeTime } from '@/lib/relative-time';

/** "Active now", or when the person was last seen; nothing when they hide their online status. */
export function PresenceLine({
  online,
  lastSeenAt,
}: {
  online: boolean | null;
  lastSeenAt: string | null;
}) {
  const { t, i18n } = useTranslation();
  if (online)
    return (
      <p className="text-sm font-medium text-green-700 dark:text-green-400">
        {t('people.profile.activeNow')}
      </p>
    );
  if (!lastSeenAt) return null;
  const time = formatRelativeTime(
    lastSeenAt,
    parseLanguage(i18n.language) ?? 'en',
    t('people.profile.justNow'),
  );
  return <p className="text-sm text-muted-foreground">{t('people.profile.lastSeen', { time })}</p>;
}
