import CalendarClock from 'lucide-react/icons/calendar-clock';
import FileText from 'lucide-react/icons/file-text';
import Save from 'lucide-react/icons/save';
import { lazy, Suspense, useTransition } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { ScheduleValue } from './schedule-time';

/**
 * The picker (its two calendars, the time zones' names and the cities behind them) loads when the
 * member reaches for "Schedule", not with the home feed: it was about 4 KB gzip of every first visit.
 */
const loadSchedulePicker = () => import('./schedule-picker');
const SchedulePicker = lazy(async () => ({ default: (await loadSchedulePicker()).SchedulePicker }));
const preloadSchedulePicker = (): void => void loadSchedulePicker().catch(() => undefined);

interface ComposerLaterProps {
  id: string;
  busy: boolean;
  savingDraft: boolean;
  scheduling: boolean;
  onScheduling: (open: boolean) => void;
  when: ScheduleValue;
  onWhen: (value: ScheduleValue) => void;
  timeZone: string;
  scheduleError: string | undefined;
  onSaveDraft: () => void;
  onSchedule: () => void;
  /** A draft being edited: the link back to the list is the screen's own. */
  editing: boolean;
}

/**
 * The composer's "later" (issue 36): keep it as a draft, or schedule it for a day (Gregorian or
 * Ethiopian) and a time; and the way to the member's drafts and scheduled posts.
 */
export function ComposerLater({
  id,
  busy,
  savingDraft,
  scheduling,
  onScheduling,
  when,
  onWhen,
  timeZone,
  scheduleError,
  onSaveDraft,
  onSchedule,
  editing,
}: ComposerLaterProps) {
  const { t } = useTranslation();
  // A transition: the schedule's box opens with its picker, not empty first.
  const [, startTransition] = useTransition();
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" variant="outline" size="sm" disabled={busy} onClick={onSaveDraft}>
          <Save aria-hidden="true" />
          {savingDraft ? t('posts.drafts.saving') : t('posts.drafts.save')}
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-expanded={scheduling}
          aria-controls={`${id}-schedule`}
          disabled={busy}
          onPointerEnter={preloadSchedulePicker}
          onFocus={preloadSchedulePicker}
          onClick={() => startTransition(() => onScheduling(!scheduling))}
        >
          <CalendarClock aria-hidden="true" />
          {t('posts.schedule.open')}
        </Button>
        {editing ? null : (
          <Link
            to="/drafts"
            className="ml-auto inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            <FileText aria-hidden="true" className="size-4" />
            {t('posts.drafts.link')}
          </Link>
        )}
      </div>
      {scheduling ? (
        <div
          id={`${id}-schedule`}
          className="flex flex-col gap-3 rounded-lg border bg-muted/40 p-3"
        >
          <Suspense fallback={null}>
            <SchedulePicker
              id={`${id}-when`}
              value={when}
              onChange={onWhen}
              timeZone={timeZone}
              error={scheduleError}
              disabled={busy}
            />
          </Suspense>
          <div className="flex flex-wrap gap-2">
            <Button type="button" size="sm" disabled={busy} onClick={onSchedule}>
              {busy && !savingDraft ? t('posts.schedule.scheduling') : t('posts.schedule.confirm')}
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={busy}
              onClick={() => onScheduling(false)}
            >
              {t('posts.schedule.close')}
            </Button>
          </div>
        </div>
      ) : null}
    </>
  );
}
