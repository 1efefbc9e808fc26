import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultLanguage, parseLanguage, type Language } from '@aebro/shared/language';
import { formatDateTime } from '@/lib/locale-format';
import { formatRelativeTime } from '@/lib/relative-time';

/** The time now, moving on every minute so that "5 minutes ago" stays true while the page is open. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function fullDate(date: string, language: Language): string {
  return formatDateTime(date, language, { dateStyle: 'full', withTime: true });
}

/** 'edited', with when as its title. */
export function EditedMark({ date }: { date: string }) {
  const { t, i18n } = useTranslation();
  const language = parseLanguage(i18n.resolvedLanguage) ?? defaultLanguage;
  return <span title={fullDate(date, language)}>{t('posts.card.edited')}</span>;
}

/** SPEC §9 relative time in the interface language, with the full date and time as its title. */
export function RelativeTime({ date, className }: { date: string; className?: string }) {
  const { t, i18n } = useTranslation();
  const now = useMinuteClock();
  const language = parseLanguage(i18n.resolvedLanguage) ?? defaultLanguage;
  const full = fullDate(date, language);
  return (
    <time dateTime={date} title={full} className={className}>
      {formatRelativeTime(date, language, t('posts.time.justNow'), now)}
    </time>
  );
}
