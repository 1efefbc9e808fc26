import { useQueryClient } from '@tanstack/react-query';
import Check from 'lucide-react/icons/check';
import Inbox from 'lucide-react/icons/inbox';
import X from 'lucide-react/icons/x';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import type { JoinRequest } from '@aebro/shared/communities';
import { Button } from '@/components/ui/button';
import { listTexts, PagedList } from '@/components/paged-list';
import { PersonRowSkeleton } from '@/features/people/person-row';
import { decideJoinRequest } from './communities-api';
import { communityErrorKey } from './community-errors';
import { MemberRow } from './member-row';
import { refreshCommunity, useJoinRequests } from './use-community';

type Status = 'pending' | 'rejected';

/** Join requests: the pending ones to approve or decline, and the declined ones, which can still be approved. */
export function ManageRequests({ communityId }: { communityId: string }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>('pending');
  const query = useJoinRequests(communityId, status, true);

  return (
    <section
      className="flex flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm"
      aria-labelledby="requests-title"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="requests-title" className="text-lg font-semibold">
          {t(`communities.manage.requests.${status}Title`)}
        </h3>
        <button
          type="button"
          className="rounded-sm text-sm font-medium text-primary outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
          onClick={() => setStatus(status === 'pending' ? 'rejected' : 'pending')}
        >
          {status === 'pending'
            ? t('communities.manage.requests.showRejected')
            : t('communities.manage.requests.showPending')}
        </button>
      </div>
      <PagedList
        query={query}
        label={t(`communities.manage.requests.${status}List`)}
        texts={{
          ...listTexts(t, 'communities.list'),
          loading: t('communities.manage.requests.loading'),
        }}
        look="rows"
        empty={{
          icon: Inbox,
          title:
            status === 'pending'
              ? t('communities.manage.requests.emptyTitle')
              : t('communities.manage.requests.rejectedEmpty'),
          text: status === 'pending' ? t('communities.manage.requests.emptyText') : undefined,
        }}
        skeleton={<PersonRowSkeleton />}
        skeletons={2}
        item={(request) => <RequestRow request={request} />}
        itemKey={(request) => request.id}
      />
    </section>
  );
}

function RequestRow({ request }: { request: JoinRequest }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'approved' | 'rejected' | null>(null);
  const decide = async (status: 'approved' | 'rejected'): Promise<void> => {
    setBusy(status);
    try {
      await decideJoinRequest(request.communityId, request.id, status);
      toast.success(
        status === 'approved'
          ? t('communities.manage.requests.approved')
          : t('communities.manage.requests.rejected'),
      );
      await refreshCommunity(queryClient, request.communityId);
    } catch (failure) {
      toast.error(t(communityErrorKey(failure)));
    } finally {
      setBusy(null);
    }
  };
  return (
    <MemberRow
      person={request.requester}
      details={
        <p className="text-sm break-words text-muted-foreground sm:max-w-[40%]">
          {request.answer
            ? t('communities.manage.requests.answer', { answer: request.answer })
            : t('communities.manage.requests.noAnswer')}
        </p>
      }
    >
      <Button size="sm" disabled={busy !== null} onClick={() => void decide('approved')}>
        <Check aria-hidden="true" />
        {busy === 'approved'
          ? t('communities.manage.requests.approving')
          : t('communities.manage.requests.approve')}
      </Button>
      {request.status === 'pending' ? (
        <Button
          size="sm"
          variant="outline"
          disabled={busy !== null}
          onClick={() => void decide('rejected')}
        >
          <X aria-hidden="true" />
          {busy === 'rejected'
            ? t('communities.manage.requests.rejecting')
            : t('communities.manage.requests.reject')}
        </Button>
      ) : null}
    </MemberRow>
  );
}
