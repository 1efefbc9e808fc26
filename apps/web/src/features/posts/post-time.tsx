import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRelativeTime } from '@/lib/relative-time';
import { useDateFormat, type DateFormat } from '@/lib/use-date-format';

/** The time now, moving on every minute so that "5 minutes ago" stays true while the page is open. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function fullDate(date: string, format: DateFormat): string {
  return format.date(date, { dateStyle: 'full', withTime: true });
}

/** 'edited', with when as its title. */
export function EditedMark({ date }: { date: string }) {
  const { t } = useTranslation();
  return <span title={fullDate(date, useDateFormat())}>{t('posts.card.edited')}</span>;
}

/** SPEC §9 relative time in the interface language, with the full date and time as its title. */
export function RelativeTime({ date, className }: { date: string; className?: string }) {
  const { t } = useTranslation();
  const now = useMinuteClock();
  const format = useDateFormat();
  const full = fullDate(date, format);
  return (
    <time dateTime={date} title={full} className={className}>
      {formatRelativeTime(date, format.language, t('posts.time.justNow'), now, format.calendar)}
    </time>
  );
}
