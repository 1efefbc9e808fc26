import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { toast } from '@/components/ui/toast';
import { useDateFormat } from '@/lib/use-date-format';
import { adminKeys, approveHeldPost, fetchHeldPosts, removeHeldPost } from './admin-api';
import { Failed, Loading } from './admin-parts';
import type { Pending } from './reason-dialog';

/** Issue 37: posts held for review (links in new accounts' first posts): approve or remove. */
export function HeldTab({ ask }: { ask: (pending: Pending) => void }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: adminKeys.held, queryFn: fetchHeldPosts });
  const approve = useMutation({
    mutationFn: approveHeldPost,
    onSuccess: async () => {
      toast.success(t('admin.held.approved'));
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: () => toast.error(t('admin.failed')),
  });
  if (list.isPending) return <Loading />;
  if (list.isError) return <Failed retry={() => void list.refetch()} />;
  if (list.data.items.length === 0)
    return (
      <EmptyState
        icon={ShieldCheck}
        title={t('admin.held.empty')}
        text={t('admin.held.emptyText')}
      />
    );
  return (
    <ul className="flex flex-col gap-3">
      {list.data.items.map((post) => {
        const name = post.author.fullName ?? post.author.username;
        return (
          <li key={post.id} className="flex flex-col gap-2 rounded-xl border bg-card p-4">
            <p className="text-sm">
              <span className="font-medium">{name}</span>{' '}
              <span className="text-muted-foreground">
                @{post.author.username} · {format.date(post.createdAt, { withTime: true })}
              </span>
            </p>
            <p className="text-sm break-words whitespace-pre-wrap">{post.body}</p>
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                size="sm"
                disabled={approve.isPending}
                onClick={() => approve.mutate(post.id)}
              >
                {t('admin.held.approve')}
              </Button>
              <Button
                type="button"
                size="sm"
                variant="destructive"
                onClick={() =>
                  ask({
                    title: t('admin.held.confirmRemove', { name: `@${post.author.username}` }),
                    withDays: false,
                    reasonRequired: true,
                    confirm: t('admin.held.remove'),
                    run: (reason) => removeHeldPost(post.id, reason),
                  })
                }
              >
                {t('admin.held.remove')}
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
