import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HeldItem } from '@aebro/shared/holds';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { HeldItemCard } from '@/features/safety/held-item-card';
import {
  approveCommunityHeld,
  communityHoldKeys,
  fetchCommunityHeld,
  removeCommunityHeld,
} from './community-holds-api';
import { communityErrorKey } from './community-errors';

/**
 * Issue 37, Manage → Held: posts and comments in the community that its keyword filter held for
 * review (what the site's rules hold is the site admins'). Approving publishes it; removing it is
 * the writer's strike in the community's name, with the reason.
 */
export function ManageHeld({ communityId }: { communityId: string }) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: communityHoldKeys.held(communityId),
    queryFn: ({ signal }) => fetchCommunityHeld(communityId, signal),
  });
  return (
    <section
      className="flex flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm"
      aria-labelledby="held-title"
    >
      <h3 id="held-title" className="text-lg font-semibold">
        {t('communities.held.title')}
      </h3>
      {query.isPending ? (
        <p className="text-sm text-muted-foreground">{t('communities.held.loading')}</p>
      ) : query.isError ? (
        <div role="alert" className="flex flex-col items-start gap-2">
          <p className="text-sm text-destructive">{t(communityErrorKey(query.error))}</p>
          <Button type="button" variant="outline" size="sm" onClick={() => void query.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </div>
      ) : query.data.items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 py-6 text-center">
          <ShieldCheck className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">{t('communities.held.empty')}</p>
          <p className="text-sm text-muted-foreground">{t('communities.held.emptyText')}</p>
        </div>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t('communities.held.title')}>
          {query.data.items.map((item) => (
            <HeldActions key={`${item.kind}:${item.id}`} item={item} communityId={communityId} />
          ))}
        </ul>
      )}
    </section>
  );
}

function HeldActions({ item, communityId }: { item: HeldItem; communityId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState(false);
  const [reason, setReason] = useState('');
  const done = async (message: string) => {
    toast.success(message);
    await queryClient.invalidateQueries({ queryKey: communityHoldKeys.held(communityId) });
    await queryClient.invalidateQueries({ queryKey: ['posts'] });
  };
  const approve = useMutation({
    mutationFn: () => approveCommunityHeld(communityId, item),
    onSuccess: () => done(t('communities.held.approved')),
    onError: (error) => toast.error(t(communityErrorKey(error))),
  });
  const remove = useMutation({
    mutationFn: () => removeCommunityHeld(communityId, item, reason.trim()),
    onSuccess: () => done(t('communities.held.removed')),
    onError: (error) => toast.error(t(communityErrorKey(error))),
  });
  const busy = approve.isPending || remove.isPending;
  return (
    <HeldItemCard item={item}>
      {removing ? (
        <form
          className="flex w-full flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (reason.trim() !== '') remove.mutate();
          }}
        >
          <label htmlFor={`${id}-reason`} className="text-sm font-medium">
            {t('communities.held.reason')}
          </label>
          <Textarea
            id={`${id}-reason`}
            value={reason}
            maxLength={1000}
            rows={2}
            onChange={(event) => setReason(event.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" variant="destructive" disabled={busy || !reason.trim()}>
              {remove.isPending ? t('communities.held.removing') : t('communities.held.remove')}
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={() => setRemoving(false)}>
              {t('communities.held.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <>
          <Button type="button" size="sm" disabled={busy} onClick={() => approve.mutate()}>
            {approve.isPending ? t('communities.held.approving') : t('communities.held.approve')}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="destructive"
            disabled={busy}
            onClick={() => setRemoving(true)}
          >
            {t('communities.held.remove')}
          </Button>
        </>
      )}
    </HeldItemCard>
  );
}
