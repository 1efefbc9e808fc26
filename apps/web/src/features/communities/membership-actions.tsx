import { useQueryClient } from '@tanstack/react-query';
import Clock from 'lucide-react/icons/clock';
import LogOut from 'lucide-react/icons/log-out';
import UserPlus from 'lucide-react/icons/user-plus';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { communityLimits } from '@aebro/shared/community-terms';
import type { CommunityDetail, CommunityRule } from '@aebro/shared/communities';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { postKeys } from '@/features/posts/posts-api';
import { communityKeys, joinCommunity, leaveCommunity } from './communities-api';
import { communityErrorKey } from './community-errors';
import { RulesList } from './community-rules';
import { refreshCommunity } from './use-community';

/**
 * Join (public), Request to join (private, with the join question's answer), Cancel request, or
 * Leave (with a confirmation). What I see follows my membership.
 */
export function MembershipActions({ community }: { community: CommunityDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const state = community.viewer.membership;

  const run = async (action: () => Promise<unknown>, done: string): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      await action();
      await refreshCommunity(queryClient, community.id);
      void queryClient.invalidateQueries({ queryKey: postKeys.list('feed') });
      void queryClient.invalidateQueries({ queryKey: communityKeys.all, refetchType: 'none' });
      toast.success(done);
      return true;
    } catch (failure) {
      const text = t(communityErrorKey(failure));
      setError(text);
      toast.error(text);
      return false;
    } finally {
      setBusy(false);
    }
  };

  if (state === 'member' || state === 'admin') {
    return (
      <>
        <Button variant="outline" onClick={() => setLeaving(true)} disabled={busy}>
          <LogOut aria-hidden="true" />
          {t('communities.membership.leave')}
        </Button>
        <ConfirmDialog
          open={leaving}
          onOpenChange={(open) => {
            setLeaving(open);
            if (open) setError(null);
          }}
          title={t('communities.membership.leaveTitle')}
          description={
            community.privacy === 'private'
              ? t('communities.membership.leaveTextPrivate')
              : t('communities.membership.leaveText')
          }
          confirmLabel={t('communities.membership.leave')}
          busyLabel={t('communities.membership.leaving')}
          cancelLabel={t('communities.membership.cancel')}
          busy={busy}
          error={error}
          onConfirm={() =>
            void run(() => leaveCommunity(community.id), t('communities.membership.left')).then(
              (ok) => ok && setLeaving(false),
            )
          }
        />
      </>
    );
  }
  if (state === 'pending') {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <span className="inline-flex items-center gap-1.5 rounded-md bg-secondary px-3 py-2 text-sm font-medium text-secondary-foreground">
          <Clock className="size-4" aria-hidden="true" />
          {t('communities.membership.pending')}
        </span>
        <Button
          variant="ghost"
          disabled={busy}
          onClick={() =>
            void run(() => leaveCommunity(community.id), t('communities.membership.cancelled'))
          }
        >
          {busy
            ? t('communities.membership.cancelling')
            : t('communities.membership.cancelRequest')}
        </Button>
      </div>
    );
  }
  if (state === 'rejected') {
    return (
      <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
        {t('communities.membership.declined')}
      </p>
    );
  }
  const hasRules = community.rules.length > 0;
  if (community.privacy === 'public' && hasRules) {
    return (
      <>
        <Button onClick={() => setAsking(true)}>
          <UserPlus aria-hidden="true" />
          {t('communities.membership.join')}
        </Button>
        <RequestDialog
          open={asking}
          onOpenChange={setAsking}
          question={null}
          rules={community.rules}
          mode="join"
          busy={busy}
          error={error}
          onSend={() =>
            void run(
              () => joinCommunity(community.id, '', true),
              t('communities.membership.joined'),
            ).then((ok) => ok && setAsking(false))
          }
        />
      </>
    );
  }
  if (community.privacy === 'public') {
    return (
      <Button
        disabled={busy}
        onClick={() =>
          void run(() => joinCommunity(community.id), t('communities.membership.joined'))
        }
      >
        <UserPlus aria-hidden="true" />
        {busy ? t('communities.membership.joining') : t('communities.membership.join')}
      </Button>
    );
  }
  return (
    <>
      <Button onClick={() => setAsking(true)}>
        <UserPlus aria-hidden="true" />
        {t('communities.membership.request')}
      </Button>
      <RequestDialog
        open={asking}
        onOpenChange={setAsking}
        question={community.joinQuestion}
        rules={community.rules}
        mode="request"
        busy={busy}
        error={error}
        onSend={(answer) =>
          void run(
            () => joinCommunity(community.id, answer, hasRules),
            t('communities.membership.requested'),
          ).then((ok) => ok && setAsking(false))
        }
      />
    </>
  );
}

function RequestDialog({
  open,
  onOpenChange,
  question,
  rules,
  mode,
  busy,
  error,
  onSend,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  question: string | null;
  /** Issue 37: the community's rules, accepted with the request (or the join). */
  rules: readonly CommunityRule[];
  mode: 'join' | 'request';
  busy: boolean;
  error: string | null;
  onSend: (answer: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [answer, setAnswer] = useState('');
  const [accepted, setAccepted] = useState(false);
  const needsAccept = rules.length > 0 && !accepted;
  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>
            {mode === 'join'
              ? t('communities.rules.joinTitle')
              : t('communities.membership.requestTitle')}
          </DialogTitle>
          <DialogDescription>
            {mode === 'join'
              ? t('communities.rules.joinText')
              : t('communities.membership.requestText')}
          </DialogDescription>
        </DialogHeader>
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            onSend(answer.trim());
          }}
        >
          {question ? (
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`${id}-answer`} className="text-sm font-medium">
                {question}
              </label>
              <Textarea
                id={`${id}-answer`}
                value={answer}
                rows={3}
                maxLength={communityLimits.joinAnswerMax}
                disabled={busy}
                placeholder={t('communities.membership.answerPlaceholder')}
                onChange={(event) => setAnswer(event.target.value)}
              />
            </div>
          ) : null}
          {rules.length > 0 ? (
            <div className="flex flex-col gap-3 rounded-lg border p-3">
              <p className="text-sm font-semibold">{t('communities.rules.title')}</p>
              <RulesList rules={rules} />
              <label className="flex items-center gap-2 text-sm font-medium">
                <input
                  type="checkbox"
                  checked={accepted}
                  disabled={busy}
                  onChange={(event) => setAccepted(event.target.checked)}
                  className="size-4 accent-primary"
                />
                {t('communities.rules.accept')}
              </label>
            </div>
          ) : null}
          {error ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={busy}>
                {t('communities.membership.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={busy || needsAccept}>
              {mode === 'join'
                ? busy
                  ? t('communities.membership.joining')
                  : t('communities.membership.join')
                : busy
                  ? t('communities.membership.requesting')
                  : t('communities.membership.send')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
