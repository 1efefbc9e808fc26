import { useQueryClient } from '@tanstack/react-query';
import Check from 'lucide-react/icons/check';
import X from 'lucide-react/icons/x';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import type { Notification } from '@aebro/shared/notifications';
import { Button } from '@/components/ui/button';
import { notificationKeys } from '@/features/notifications/notifications-api';
import { decideJoinRequest } from './communities-api';
import { communityErrorKey } from './community-errors';
import { refreshCommunity } from './use-community';

/**
 * Approve or decline a join request from its notification. Once decided, the server marks every
 * admin's notification of it, and the list hides it.
 */
export function JoinRequestActions({ notification }: { notification: Notification }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'approved' | 'rejected' | null>(null);
  const { community_id: communityId, request_id: requestId, status } = notification.data;
  if (!communityId || !requestId || (status && status !== 'pending')) return null;

  const decide = async (decision: 'approved' | 'rejected'): Promise<void> => {
    setBusy(decision);
    try {
      await decideJoinRequest(communityId, requestId, decision);
      toast.success(
        decision === 'approved'
          ? t('communities.manage.requests.approved')
          : t('communities.manage.requests.rejected'),
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
        refreshCommunity(queryClient, communityId),
      ]);
    } catch (failure) {
      toast.error(t(communityErrorKey(failure)));
    } finally {
      setBusy(null);
    }
  };
  const name = notification.data.actor_display_name;
  return (
    <div className="flex gap-2 px-4 pb-3 pl-[4.25rem]">
      <Button
        size="sm"
        disabled={busy !== null}
        aria-label={t('communities.notification.approve', { name })}
        onClick={() => void decide('approved')}
      >
        <Check aria-hidden="true" />
        {busy === 'approved'
          ? t('communities.manage.requests.approving')
          : t('communities.manage.requests.approve')}
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={busy !== null}
        aria-label={t('communities.notification.reject', { name })}
        onClick={() => void decide('rejected')}
      >
        <X aria-hidden="true" />
        {busy === 'rejected'
          ? t('communities.manage.requests.rejecting')
          : t('communities.manage.requests.reject')}
      </Button>
    </div>
  );
}
