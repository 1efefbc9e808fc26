import { useQueryClient } from '@tanstack/react-query';
import { Ellipsis, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Post } from '@aebro/shared/posts';
import { ActionMenu } from '@/components/ui/action-menu';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { removeCachedPost } from './post-cache';
import { postErrorKey } from './post-errors';
import { deletePost } from './posts-api';

interface PostMenuProps {
  post: Post;
  onEdit: () => void;
  onDeleted?: () => void;
}

/** My post's options: Edit, and Delete after a confirmation that says it cannot be undone. */
export function PostMenu({ post, onEdit, onDeleted }: PostMenuProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const remove = async (): Promise<void> => {
    setBusy(true);
    setError(null);
    try {
      await deletePost(post.id);
      setConfirming(false);
      toast.success(t('posts.delete.done'));
      removeCachedPost(queryClient, post.id);
      onDeleted?.();
    } catch (failure) {
      setError(t(postErrorKey(failure, 'other')));
    } finally {
      setBusy(false);
    }
  };

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
            onSelect: () => {
              setError(null);
              setConfirming(true);
            },
          },
        ]}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('posts.delete.title')}
        description={t('posts.delete.description')}
        confirmLabel={t('posts.delete.confirm')}
        busyLabel={t('posts.delete.busy')}
        cancelLabel={t('posts.delete.cancel')}
        busy={busy}
        onConfirm={() => void remove()}
        error={error}
      />
    </>
  );
}
