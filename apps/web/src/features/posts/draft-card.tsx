import { useQueryClient } from '@tanstack/react-query';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import ChartBar from 'lucide-react/icons/chart-bar';
import FileText from 'lucide-react/icons/file-text';
import ImageIcon from 'lucide-react/icons/image';
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Draft } from '@aebro/shared/drafts';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { formatDate } from '@/lib/locale-format';
import { useDateFormat } from '@/lib/use-date-format';
import { useSession } from '@/features/session/use-session';
import { cancelSchedule, deleteDraft, draftErrorKey, draftKeys } from './drafts-api';
import { postErrorKey } from './post-errors';
import { memberTimeZone } from './schedule-time';

/**
 * One draft or scheduled post in "Drafts & scheduled" (issue 36): its words, when it goes out (in
 * both calendars, in the member's zone), and what can be done with it until then.
 */
export function DraftCard({ draft }: { draft: Draft }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const format = useDateFormat();
  const zone = memberTimeZone(useSession().data?.profile?.timeZone);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<'delete' | 'cancel' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const act = async (kind: 'delete' | 'cancel'): Promise<void> => {
    setBusy(kind);
    setError(null);
    try {
      if (kind === 'delete') await deleteDraft(draft.id);
      else await cancelSchedule(draft.id);
      setConfirming(false);
      toast.success(kind === 'delete' ? t('posts.drafts.deleted') : t('posts.drafts.unscheduled'));
      await queryClient.invalidateQueries({ queryKey: draftKeys.all });
    } catch (caught) {
      const text = t(draftErrorKey(caught) ?? postErrorKey(caught, 'other'));
      if (kind === 'delete') setError(text);
      else toast.error(text);
    } finally {
      setBusy(null);
    }
  };

  const when = draft.scheduledAt
    ? formatDate(draft.scheduledAt, {
        language: format.language,
        calendar: 'both',
        timeZone: zone,
        dateStyle: 'long',
        withTime: true,
      })
    : null;
  return (
    <article
      aria-labelledby={`draft-${draft.id}-title`}
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {draft.scheduledAt ? (
          <span className="inline-flex items-center gap-1 rounded-lg bg-secondary px-2.5 py-0.5 font-medium text-primary">
            <CalendarClock aria-hidden="true" className="size-4" />
            {t('posts.drafts.scheduledFor', { when })}
          </span>
        ) : (
          <span className="inline-flex items-center gap-1 rounded-full bg-muted px-2.5 py-0.5 font-medium">
            <FileText aria-hidden="true" className="size-4" />
            {t('posts.drafts.draft')}
          </span>
        )}
        {draft.community ? (
          <span className="text-muted-foreground">
            {t('posts.drafts.inCommunity', { name: draft.community.name })}
          </span>
        ) : null}
      </div>
      {draft.publishFailed ? (
        <p className="flex items-start gap-2 text-sm font-medium text-destructive">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('posts.drafts.failed')}
        </p>
      ) : null}
      <h3 id={`draft-${draft.id}-title`} className="line-clamp-4 whitespace-pre-line break-words">
        {draft.body || t('posts.drafts.noText')}
      </h3>
      <p className="flex flex-wrap gap-3 text-sm text-muted-foreground">
        {draft.images.length > 0 ? (
          <span className="inline-flex items-center gap-1">
            <ImageIcon aria-hidden="true" className="size-4" />
            {t('posts.drafts.photos', { count: draft.images.length })}
          </span>
        ) : null}
        {draft.poll ? (
          <span className="inline-flex items-center gap-1">
            <ChartBar aria-hidden="true" className="size-4" />
            {t('posts.drafts.withPoll')}
          </span>
        ) : null}
        <span>
          {t('posts.drafts.updated', {
            date: format.date(draft.updatedAt, { timeZone: zone, withTime: true }),
          })}
        </span>
      </p>
      <div className="flex flex-wrap gap-2 border-t pt-3">
        <Button asChild size="sm">
          <Link to={`/drafts/${draft.id}`}>{t('posts.drafts.open')}</Link>
        </Button>
        {draft.scheduledAt ? (
          <Button
            size="sm"
            variant="outline"
            disabled={busy !== null}
            onClick={() => void act('cancel')}
          >
            {busy === 'cancel' ? t('posts.drafts.unscheduling') : t('posts.drafts.unschedule')}
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="ghost"
          className="text-destructive"
          disabled={busy !== null}
          onClick={() => setConfirming(true)}
        >
          {t('posts.drafts.delete')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={
          draft.scheduledAt ? t('posts.drafts.deleteScheduledTitle') : t('posts.drafts.deleteTitle')
        }
        description={t('posts.drafts.deleteText')}
        confirmLabel={t('posts.drafts.deleteConfirm')}
        busyLabel={t('posts.drafts.deleting')}
        cancelLabel={t('posts.drafts.keep')}
        busy={busy === 'delete'}
        onConfirm={() => void act('delete')}
        error={error}
      />
    </article>
  );
}
