import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRelativeTime } from '@/lib/relative-time';
import { useDateFormat, type DateFormat } from '@/lib/use-date-format';
import type { HistoryKind } from './posts-api';

// The history's dialog (and its query) load when first asked for: none of it is in a feed's download.
const EditHistoryDialog = lazy(async () => ({
  default: (await import('./edit-history-dialog')).EditHistoryDialog,
}));

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

/**
 * 'edited', with when as its title: a button that opens the history of the post or comment
 * (issue 36), which whoever reads it may read.
 */
export function EditedMark({ date, kind, id }: { date: string; kind: HistoryKind; id: string }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        title={fullDate(date, format)}
        aria-haspopup="dialog"
        aria-label={t('posts.history.open')}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
        className="rounded-sm underline-offset-2 outline-none hover:text-foreground hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {t('posts.card.edited')}
      </button>
      {asked ? (
        <Suspense fallback={null}>
          <EditHistoryDialog
            kind={kind}
            id={id}
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={button}
          />
        </Suspense>
      ) : null}
    </>
  );
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
