import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import Ban from 'lucide-react/icons/ban';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommunityBan } from '@aebro/shared/communities';
import { PagedList } from '@/components/paged-list';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { PersonRowSkeleton } from '@/features/people/person-row';
import { personName } from '@/features/people/person-name';
import { nextCursor, retryUnlessRefused } from '@/lib/paged-query';
import { useDateFormat } from '@/lib/use-date-format';
import { communityKeys, fetchCommunityBans, unbanMember } from './communities-api';
import { communityErrorKey } from './community-errors';
import { MemberRow } from './member-row';

/** Issue 37: Manage → Members → Banned members: who was banned, when and why, and Unban. */
export function ManageBans({ communityId }: { communityId: string }) {
  const { t } = useTranslation();
  const query = useInfiniteQuery({
    queryKey: communityKeys.bans(communityId),
    queryFn: ({ pageParam, signal }) => fetchCommunityBans(communityId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
    retry: retryUnlessRefused,
  });
  return (
    <section
      className="flex flex-col gap-2 rounded-xl border bg-card p-5 shadow-sm"
      aria-labelledby="manage-bans-title"
    >
      <h3 id="manage-bans-title" className="text-lg font-semibold">
        {t('communities.manage.bans.title')}
      </h3>
      <PagedList
        query={query}
        label={t('communities.manage.bans.title')}
        texts={{
          loading: t('communities.manage.bans.loading'),
          loadMore: t('communities.list.loadMore'),
          loadingMore: t('communities.list.loadingMore'),
          loadFailed: t('communities.manage.bans.loadFailed'),
        }}
        look="rows"
        empty={{
          icon: Ban,
          title: t('communities.manage.bans.empty'),
          text: t('communities.manage.bans.emptyText'),
        }}
        skeleton={<PersonRowSkeleton />}
        item={(ban) => <BannedRow communityId={communityId} ban={ban} />}
        itemKey={(ban) => ban.person.id}
      />
    </section>
  );
}

function BannedRow({ communityId, ban }: { communityId: string; ban: CommunityBan }) {
  const { t } = useTranslation();
  const { date } = useDateFormat();
  const queryClient = useQueryClient();
  const trigger = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = personName(ban.person, t);

  const unban = async (): Promise<void> => {
    setBusy(true);
    setError(null);
    try {
      await unbanMember(communityId, ban.person.id);
      setConfirming(false);
      toast.success(t('communities.manage.bans.unbanned', { name }));
      await queryClient.invalidateQueries({ queryKey: communityKeys.bans(communityId) });
    } catch (failure) {
      const text = t(communityErrorKey(failure));
      setError(text);
      toast.error(t('communities.manage.bans.unbanFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <MemberRow
      person={ban.person}
      details={
        <p className="text-sm text-muted-foreground sm:max-w-[14rem]">
          {t('communities.manage.bans.since', { date: date(ban.createdAt) })}
          {ban.reason ? (
            <>
              <br />
              {t('communities.manage.bans.reason', { reason: ban.reason })}
            </>
          ) : null}
        </p>
      }
    >
      <Button
        ref={trigger}
        variant="outline"
        size="sm"
        aria-label={t('communities.manage.bans.unbanLabel', { name })}
        onClick={() => {
          setError(null);
          setConfirming(true);
        }}
      >
        {t('communities.manage.bans.unban')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('communities.manage.bans.confirmTitle')}
        description={t('communities.manage.bans.confirmText', { name })}
        confirmLabel={t('communities.manage.bans.confirm')}
        busyLabel={t('communities.manage.bans.unbanning')}
        cancelLabel={t('communities.membership.cancel')}
        busy={busy}
        onConfirm={() => void unban()}
        error={error}
        returnFocusTo={trigger}
      />
    </MemberRow>
  );
}
