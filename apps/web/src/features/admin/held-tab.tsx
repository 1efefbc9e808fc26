import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { useTranslation } from 'react-i18next';
import type { HeldItem } from '@aebro/shared/holds';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { toast } from '@/components/ui/toast';
import { HeldItemCard } from '@/features/safety/held-item-card';
import {
  adminKeys,
  approveHeldComment,
  approveHeldPost,
  fetchHeldComments,
  fetchHeldPosts,
  removeHeldComment,
  removeHeldPost,
} from './admin-api';
import { Failed, Loading } from './admin-parts';
import type { Pending } from './reason-dialog';

/**
 * Issue 37: posts and comments held for review (hold words, blocked domains, repeats, a new
 * account's first links), oldest first: approve or remove with a reason.
 */
export function HeldTab({ ask }: { ask: (pending: Pending) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const posts = useQuery({ queryKey: adminKeys.held, queryFn: fetchHeldPosts });
  const comments = useQuery({ queryKey: adminKeys.heldComments, queryFn: fetchHeldComments });
  const approve = useMutation({
    mutationFn: (item: HeldItem) =>
      item.kind === 'post' ? approveHeldPost(item.id) : approveHeldComment(item.id),
    onSuccess: async (_, item) => {
      toast.success(t(item.kind === 'post' ? 'admin.held.approved' : 'admin.held.approvedComment'));
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: () => toast.error(t('admin.failed')),
  });
  if (posts.isPending || comments.isPending) return <Loading />;
  if (posts.isError || comments.isError)
    return (
      <Failed
        retry={() => {
          void posts.refetch();
          void comments.refetch();
        }}
      />
    );
  const items: HeldItem[] = [
    ...posts.data.items.map((post) => ({ ...post, kind: 'post' as const, postId: post.id })),
    ...comments.data.items,
  ].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  if (items.length === 0)
    return (
      <EmptyState
        icon={ShieldCheck}
        title={t('admin.held.empty')}
        text={t('admin.held.emptyText')}
      />
    );
  return (
    <ul className="flex flex-col gap-3" aria-label={t('admin.tabs.held')}>
      {items.map((item) => (
        <HeldItemCard key={`${item.kind}:${item.id}`} item={item}>
          <Button
            type="button"
            size="sm"
            disabled={approve.isPending}
            onClick={() => approve.mutate(item)}
          >
            {t('admin.held.approve')}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="destructive"
            onClick={() =>
              ask({
                title: t(
                  item.kind === 'post'
                    ? 'admin.held.confirmRemove'
                    : 'admin.held.confirmRemoveComment',
                  { name: `@${item.author.username}` },
                ),
                withDays: false,
                reasonRequired: true,
                confirm: t('admin.held.remove'),
                run: (reason) =>
                  item.kind === 'post'
                    ? removeHeldPost(item.id, reason)
                    : removeHeldComment(item.id, reason),
              })
            }
          >
            {t('admin.held.remove')}
          </Button>
        </HeldItemCard>
      ))}
    </ul>
  );
}
