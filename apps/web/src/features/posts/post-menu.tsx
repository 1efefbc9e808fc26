import { useQueryClient } from '@tanstack/react-query';
import { Ellipsis, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Post } from '@aebro/shared/posts';
import { ActionMenu } from '@/components/ui/action-menu';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { removeCachedPost } from './post-cache';
import { deletePost } from './posts-api';
import { useConfirmedDelete } from './use-confirmed-delete';

interface PostMenuProps {
  post: Post;
  onEdit: () => void;
  onDeleted?: () => void;
}

/** My post's options: Edit, and Delete after a confirmation that says it cannot be undone. */
export function PostMenu({ post, onEdit, onDeleted }: PostMenuProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const deletion = useConfirmedDelete(async () => {
    await deletePost(post.id);
    toast.success(t('posts.delete.done'));
    removeCachedPost(queryClient, post.id);
    onDeleted?.();
  });

  return (
    <>
      <ActionMenu
        label={t('posts.menu.label')}
        trigger={<Ellipsis className="size-5" aria-hidden="true" />}
        items={[
          { label: t('posts.menu.edit'), icon: <Pencil aria-hidden="true" />, onSelect: onEdit },
          {
            label: t('posts.menu.delete'),
            icon: <Trash2 aria-hidden="true" />,
            destructive: true,
            onSelect: deletion.ask,
          },
        ]}
      />
      <ConfirmDialog
        open={deletion.confirming}
        onOpenChange={deletion.setConfirming}
        title={t('posts.delete.title')}
        description={t('posts.delete.description')}
        confirmLabel={t('posts.delete.confirm')}
        busyLabel={t('posts.delete.busy')}
        cancelLabel={t('posts.delete.cancel')}
        busy={deletion.busy}
        onConfirm={deletion.confirm}
        error={deletion.error}
      />
    </>
  );
}
