import { useMutation } from '@tanstack/react-query';
import Flag from 'lucide-react/icons/flag';
import MessageSquareReply from 'lucide-react/icons/message-square-reply';
import Pencil from 'lucide-react/icons/pencil';
import Star from 'lucide-react/icons/star';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { serviceLimits } from '@aebro/shared/service-rules';
import type { Review } from '@aebro/shared/services';
import { Avatar } from '@/components/ui/avatar';
import { listTexts, NextPage } from '@/components/paged-list';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { personName } from '@/features/people/person-name';
import { ReportDialog } from '@/features/safety/report-dialog';
import { editReview, replyToReview } from './services-api';
import { serviceErrorKey } from './service-errors';
import { LoadError } from './service-list';
import { RatingSummary, StarInput, Stars } from './stars';
import { useRefreshServices, useReviews } from './use-services';
import { useDateFormat } from '@/lib/use-date-format';

/** A listing's reviews, newest first, with the average and count. */
export function ServiceReviews({
  serviceId,
  businessName,
}: {
  serviceId: string;
  businessName: string;
}) {
  const { t } = useTranslation();
  const query = useReviews(serviceId);
  if (query.isPending)
    return (
      <div
        role="status"
        aria-label={t('services.reviews.loading')}
        className="h-24 animate-pulse rounded-xl bg-muted motion-reduce:animate-none"
      />
    );
  if (!query.data) return <LoadError onRetry={() => void query.refetch()} />;
  const reviews = query.data.pages.flatMap((page) => page.items);
  const rating = query.data.pages[0]?.rating ?? { average: null, count: 0 };
  return (
    <section aria-labelledby="reviews-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="reviews-heading" className="text-lg font-semibold">
          {t('services.reviews.title')}
        </h2>
        {rating.count > 0 ? <RatingSummary average={rating.average} count={rating.count} /> : null}
      </div>
      {reviews.length === 0 ? (
        <EmptyState
          frame="list"
          icon={Star}
          title={t('services.reviews.emptyTitle')}
          text={t('services.reviews.emptyText')}
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {reviews.map((review) => (
            <ReviewItem key={review.id} review={review} businessName={businessName} />
          ))}
        </ul>
      )}
      <NextPage query={query} texts={listTexts(t, 'services.list')} />
    </section>
  );
}

function ReviewItem({ review, businessName }: { review: Review; businessName: string }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const id = useId();
  const refresh = useRefreshServices();
  const [editing, setEditing] = useState(false);
  const [replying, setReplying] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [rating, setRating] = useState(review.rating);
  const [body, setBody] = useState(review.body);
  const [reply, setReply] = useState('');
  const date = format.date(review.createdAt);
  const save = useMutation({
    mutationFn: () => editReview(review.id, { rating, body }),
    onSuccess: () => {
      void refresh();
      toast.success(t('services.reviews.saved'));
      setEditing(false);
    },
  });
  const answer = useMutation({
    mutationFn: () => replyToReview(review.id, reply),
    onSuccess: () => {
      void refresh();
      toast.success(t('services.reviews.replied'));
      setReplying(false);
    },
  });
  const name = personName(review.reviewer, t);

  return (
    <li className="flex flex-col gap-2 rounded-xl border bg-card p-4">
      <div className="flex items-center gap-3">
        <Avatar name={name} src={review.reviewer.avatarUrl} size="sm" />
        <div className="flex min-w-0 flex-1 flex-col">
          <span className="truncate text-sm font-semibold">{name}</span>
          <span className="text-xs text-muted-foreground">
            {review.edited ? t('services.reviews.dateEdited', { date }) : date}
          </span>
        </div>
        <Stars value={review.rating} />
      </div>
      {editing ? (
        <form
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (!save.isPending) save.mutate();
          }}
        >
          <StarInput label={t('services.review.rating')} value={rating} onChange={setRating} />
          <FormField id={`${id}-body`} label={t('services.review.body')} optional>
            {(control) => (
              <Textarea
                {...control}
                rows={3}
                value={body}
                maxLength={serviceLimits.reviewMax}
                onChange={(event) => setBody(event.target.value)}
              />
            )}
          </FormField>
          {save.error ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {t(serviceErrorKey(save.error))}
            </p>
          ) : null}
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={save.isPending}>
              {save.isPending ? t('services.saving') : t('services.save')}
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={() => setEditing(false)}>
              {t('services.cancel')}
            </Button>
          </div>
        </form>
      ) : review.body ? (
        <p className="text-sm whitespace-pre-line">{review.body}</p>
      ) : null}
      {review.reply ? (
        <div className="ml-4 rounded-lg border-l-4 border-primary bg-muted p-3 text-sm">
          <p className="font-semibold">{t('services.reviews.replyFrom', { name: businessName })}</p>
          <p className="whitespace-pre-line">{review.reply}</p>
        </div>
      ) : null}
      {replying ? (
        <form
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (!answer.isPending && reply.trim()) answer.mutate();
          }}
        >
          <FormField
            id={`${id}-reply`}
            label={t('services.reviews.replyLabel')}
            hint={t('services.reviews.replyHint')}
          >
            {(control) => (
              <Textarea
                {...control}
                rows={3}
                value={reply}
                maxLength={serviceLimits.replyMax}
                onChange={(event) => setReply(event.target.value)}
              />
            )}
          </FormField>
          {answer.error ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {t(serviceErrorKey(answer.error))}
            </p>
          ) : null}
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={answer.isPending || !reply.trim()}>
              {answer.isPending ? t('services.reviews.replying') : t('services.reviews.sendReply')}
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={() => setReplying(false)}>
              {t('services.cancel')}
            </Button>
          </div>
        </form>
      ) : null}
      {!editing && !replying ? (
        <div className="flex flex-wrap gap-2">
          {review.viewer.isReviewer ? (
            <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              {t('services.reviews.edit')}
            </Button>
          ) : null}
          {review.viewer.canReply ? (
            <Button size="sm" variant="outline" onClick={() => setReplying(true)}>
              <MessageSquareReply aria-hidden="true" />
              {t('services.reviews.reply')}
            </Button>
          ) : null}
          {review.viewer.isReviewer ? null : (
            // Anyone but its author reports a review (the business too), as posts are reported.
            <Button
              size="sm"
              variant="ghost"
              className="ml-auto text-muted-foreground"
              onClick={() => setReporting(true)}
            >
              <Flag aria-hidden="true" />
              {t('safety.menu.report.review')}
            </Button>
          )}
        </div>
      ) : null}
      <ReportDialog
        open={reporting}
        onOpenChange={setReporting}
        kind="review"
        targetId={review.id}
        name={name}
      />
    </li>
  );
}
