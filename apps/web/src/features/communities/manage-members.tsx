import { useQueryClient } from '@tanstack/react-query';
import Ellipsis from 'lucide-react/icons/ellipsis';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import ShieldCheck from 'lucide-react/icons/shield-check';
import ShieldMinus from 'lucide-react/icons/shield-minus';
import UserMinus from 'lucide-react/icons/user-minus';
import UsersRound from 'lucide-react/icons/users-round';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import type { CommunityMember } from '@aebro/shared/communities';
import { PagedList } from '@/components/paged-list';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { PersonRowSkeleton } from '@/features/people/person-row';
import { personName } from '@/features/people/person-name';
import { useSession } from '@/features/session/use-session';
import { ApiRequestError } from '@/lib/api';
import { changeRole, removeMember } from './communities-api';
import { communityErrorKey } from './community-errors';
import { MemberRow, membersTexts, RoleBadge } from './member-row';
import { refreshCommunity, useMembers } from './use-community';

/** Members with promote, demote and remove (SPEC §8's toasts). */
export function ManageMembers({ communityId }: { communityId: string }) {
  const { t } = useTranslation();
  const me = useSession().data?.user.id;
  const query = useMembers(communityId, true);
  return (
    <section
      className="flex flex-col gap-2 rounded-xl border bg-card p-5 shadow-sm"
      aria-labelledby="manage-members-title"
    >
      <h3 id="manage-members-title" className="text-lg font-semibold">
        {t('communities.members.title')}
      </h3>
      <PagedList
        query={query}
        label={t('communities.members.title')}
        texts={membersTexts(t)}
        look="rows"
        empty={{ icon: UsersRound, title: t('communities.members.empty') }}
        skeleton={<PersonRowSkeleton />}
        item={(member) => (
          <ManagedMember communityId={communityId} member={member} isMe={member.id === me} />
        )}
        itemKey={(member) => member.id}
      />
    </section>
  );
}

function ManagedMember({
  communityId,
  member,
  isMe,
}: {
  communityId: string;
  member: CommunityMember;
  isMe: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const trigger = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = personName(member, t);

  // SPEC §8: the failure toasts say which action failed; a last admin hears why.
  const failure = (error: unknown, fallback: string): string =>
    error instanceof ApiRequestError && error.status === 409
      ? t(communityErrorKey(error))
      : t(fallback);

  const setRoleTo = async (role: 'member' | 'admin'): Promise<void> => {
    setBusy(true);
    try {
      await changeRole(communityId, member.id, role);
      toast.success(
        role === 'admin' ? t('communities.manage.promoted') : t('communities.manage.demoted'),
      );
      await refreshCommunity(queryClient, communityId);
    } catch (error) {
      toast.error(
        failure(
          error,
          role === 'admin' ? 'communities.manage.promoteFailed' : 'communities.manage.demoteFailed',
        ),
      );
    } finally {
      setBusy(false);
    }
  };
  const remove = async (): Promise<void> => {
    setBusy(true);
    setError(null);
    try {
      await removeMember(communityId, member.id);
      setConfirming(false);
      toast.success(t('communities.manage.removed'));
      await refreshCommunity(queryClient, communityId);
    } catch (error) {
      const text = failure(error, 'communities.manage.removeFailed');
      setError(text);
      toast.error(text);
    } finally {
      setBusy(false);
    }
  };

  return (
    <MemberRow
      person={member}
      badge={
        <span className="flex items-center gap-1">
          <RoleBadge role={member.role} />
          {isMe ? (
            <span className="text-xs text-muted-foreground">{t('communities.manage.you')}</span>
          ) : null}
        </span>
      }
    >
      <DropdownMenu>
        <DropdownMenuTrigger
          ref={trigger}
          disabled={busy}
          aria-label={t('communities.manage.options', { name })}
          className="inline-grid size-9 place-items-center rounded-full text-muted-foreground outline-none hover:bg-muted hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50"
        >
          {busy ? (
            <LoaderCircle
              className="size-5 animate-spin motion-reduce:animate-none"
              aria-hidden="true"
            />
          ) : (
            <Ellipsis className="size-5" aria-hidden="true" />
          )}
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {member.role === 'member' ? (
            <DropdownMenuItem onSelect={() => void setRoleTo('admin')}>
              <ShieldCheck aria-hidden="true" />
              {t('communities.manage.promote')}
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem onSelect={() => void setRoleTo('member')}>
              <ShieldMinus aria-hidden="true" />
              {t('communities.manage.demote')}
            </DropdownMenuItem>
          )}
          {isMe ? null : (
            <DropdownMenuItem
              variant="destructive"
              onSelect={() => {
                setError(null);
                setConfirming(true);
              }}
            >
              <UserMinus aria-hidden="true" />
              {t('communities.manage.remove')}
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('communities.manage.removeTitle')}
        description={t('communities.manage.removeText', { name })}
        confirmLabel={t('communities.manage.removeConfirm')}
        busyLabel={t('communities.manage.removing')}
        cancelLabel={t('communities.membership.cancel')}
        busy={busy}
        onConfirm={() => void remove()}
        error={error}
        returnFocusTo={trigger}
      />
    </MemberRow>
  );
}
