import MessageCircle from 'lucide-react/icons/message-circle';
import Star from 'lucide-react/icons/star';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ServiceRequest } from '@aebro/shared/services';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { personName } from '@/features/people/person-name';
import { VerifiedBadge } from '@/features/people/verified-badge';
import { personConversationPath } from '@/features/messages/messages-api';
import { cn } from '@/lib/cn';
import { MoveDialog } from './request-move-dialog';
import { ReviewDialog } from './request-review-dialog';
import { whenText } from './service-labels';
import { Stars } from './stars';
import { useDateFormat } from '@/lib/use-date-format';

type Move = ServiceRequest['viewer']['can'][number];

const stateTone: Record<ServiceRequest['state'], string> = {
  requested: 'bg-accent/20 text-foreground',
  accepted: 'bg-secondary text-secondary-foreground',
  completed: 'bg-primary text-primary-foreground',
  declined: 'bg-muted text-muted-foreground',
  expired: 'bg-muted text-muted-foreground',
  cancelled: 'bg-muted text-muted-foreground',
};

/** One request, from the viewer's side: what was asked, where it stands, and what they can do now. */
export function RequestCard({
  request,
  highlighted = false,
  onMoved,
  movedOut,
}: {
  request: ServiceRequest;
  /** The card a link pointed to (`#request-<id>`). */
  highlighted?: boolean;
  /** After this card's request was moved from here, with the request as it is now. */
  onMoved?: (request: ServiceRequest) => void;
  /** Set when it no longer belongs to the filter shown: shows the filter it belongs to now. */
  movedOut?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const [move, setMove] = useState<Move | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const other = request.viewer.role === 'business' ? request.member : request.business;
  const preferred = whenText(request.preferredDate, request.preferredTime, format);
  const proposed = whenText(request.proposedDate, request.proposedTime, format);
  const created = format.date(request.createdAt, { withTime: true });
  const talking = request.state === 'accepted' || request.state === 'completed';

  return (
    <li
      id={`request-${request.id}`}
      className={cn(
        'flex scroll-mt-20 flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm',
        highlighted && 'ring-2 ring-primary',
      )}
    >
      <div className="flex items-start gap-3">
        <Avatar name={personName(other, t)} src={other.avatarUrl} />
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <Link
            to={`/service/${request.service.id}`}
            className="line-clamp-2 font-semibold hover:underline"
          >
            {request.service.title}
          </Link>
          <span className="flex items-center gap-1 text-sm">
            <Link to={`/profile/${other.id}`} className="truncate hover:underline">
              {personName(other, t)}
            </Link>
            {other.isVerified ? <VerifiedBadge className="size-4 shrink-0" /> : null}
          </span>
          <span className="text-xs text-muted-foreground">
            {t('services.requests.sentAt', { date: created })}
          </span>
          <span
            className={cn(
              'mt-1 self-start rounded-full px-2.5 py-0.5 text-xs font-semibold',
              stateTone[request.state],
            )}
          >
            {t(`services.states.${request.state}`)}
          </span>
        </div>
      </div>
      <dl className="grid gap-1.5 text-sm">
        <div>
          <dt className="inline font-medium">{t('services.requests.need')}</dt>{' '}
          <dd className="inline">{request.need}</dd>
        </div>
        {preferred ? (
          <div>
            <dt className="inline font-medium">{t('services.requests.preferred')}</dt>{' '}
            <dd className="inline">{preferred}</dd>
          </div>
        ) : null}
        {request.message ? (
          <div>
            <dt className="inline font-medium">{t('services.requests.message')}</dt>{' '}
            <dd className="inline whitespace-pre-line">{request.message}</dd>
          </div>
        ) : null}
        {proposed ? (
          <div>
            <dt className="inline font-medium">{t('services.requests.proposed')}</dt>{' '}
            <dd className="inline">{proposed}</dd>
          </div>
        ) : null}
        {request.declineReason ? (
          <div>
            <dt className="inline font-medium">{t('services.requests.reason')}</dt>{' '}
            <dd className="inline">{request.declineReason}</dd>
          </div>
        ) : null}
      </dl>
      {request.review ? (
        <div className="flex items-center gap-2 rounded-lg bg-muted p-2 text-sm">
          <Stars value={request.review.rating} />
          <span className="line-clamp-1">
            {request.review.body || t('services.requests.reviewed')}
          </span>
        </div>
      ) : null}
      {request.viewer.can.length > 0 || talking || request.viewer.canReview ? (
        <div className="flex flex-wrap gap-2">
          {request.viewer.can.includes('accepted') ? (
            <Button size="sm" onClick={() => setMove('accepted')}>
              {t('services.move.accepted.action')}
            </Button>
          ) : null}
          {request.viewer.can.includes('declined') ? (
            <Button size="sm" variant="outline" onClick={() => setMove('declined')}>
              {t('services.move.declined.action')}
            </Button>
          ) : null}
          {request.viewer.can.includes('completed') ? (
            <Button size="sm" onClick={() => setMove('completed')}>
              {t('services.move.completed.action')}
            </Button>
          ) : null}
          {request.viewer.canReview ? (
            <Button size="sm" onClick={() => setReviewing(true)}>
              <Star aria-hidden="true" />
              {t('services.review.action')}
            </Button>
          ) : null}
          {talking ? (
            <Button size="sm" variant="outline" asChild>
              <Link to={personConversationPath(other.id)}>
                <MessageCircle aria-hidden="true" />
                {t('services.requests.messageThem', { name: personName(other, t) })}
              </Link>
            </Button>
          ) : null}
          {request.viewer.can.includes('cancelled') ? (
            <Button size="sm" variant="ghost" onClick={() => setMove('cancelled')}>
              {t('services.move.cancelled.action')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {movedOut ? (
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 border-t pt-3 text-sm text-muted-foreground">
          <span role="status">
            {t('services.requests.movedTo', { state: t(`services.states.${request.state}`) })}
          </span>
          <Button
            size="sm"
            variant="link"
            className="h-auto p-0 text-start whitespace-normal"
            onClick={movedOut}
          >
            {t('services.requests.showState', { state: t(`services.states.${request.state}`) })}
          </Button>
        </p>
      ) : null}
      {move ? (
        <MoveDialog
          onMoved={onMoved}
          open
          onOpenChange={(open) => (open ? undefined : setMove(null))}
          request={request}
          move={move}
        />
      ) : null}
      {reviewing ? <ReviewDialog open onOpenChange={setReviewing} request={request} /> : null}
    </li>
  );
}
