import { useQuery, useQueryClient } from '@tanstack/react-query';
import Lock from 'lucide-react/icons/lock';
import LockOpen from 'lucide-react/icons/lock-open';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import type { Post } from '@aebro/shared/posts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { usePersonSafety } from '@/features/safety/use-person-safety';
import { sessionQuery } from '@/features/session/session';
import { authorName } from './author-name';
import { removeCachedPost, updateCachedPost } from './post-cache';
import { postErrorKey } from './post-errors';
import { PostMenuTrigger } from './post-menu-trigger';
import { deletePost, lockComments } from './posts-api';
import { useConfirmedDelete } from './use-confirmed-delete';

interface PostMenuProps {
  post: Post;
  onEdit: () => void;
  onDeleted?: () => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The stand-in button (post-card.tsx) had the focus: this one takes it over. */
  focusTrigger: boolean;
}

/**
 * My post's options: Edit, and Delete after a confirmation that says it cannot be undone. An admin
 * of the post's community may delete others' posts too. Someone else's post: Report, Mute, Block.
 */
export function PostMenu({
  post,
  onEdit,
  onDeleted,
  open,
  onOpenChange,
  focusTrigger,
}: PostMenuProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // Site admins may lock any post's comments (the API allows it); the post itself does not say so,
  // so that a feed page needs no admin check per post: the session the frame loaded already knows
  // (read from the cache, never fetched again by a menu).
  const session = useQuery({ ...sessionQuery, enabled: false });
  const canLock = post.viewer.canLockComments || session.data?.user.isAdmin === true;
  const deletion = useConfirmedDelete(async () => {
    await deletePost(post.id);
    toast.success(post.viewer.isAuthor ? t('posts.delete.done') : t('posts.delete.doneOther'));
    removeCachedPost(queryClient, post.id);
    onDeleted?.();
  });
  const safety = usePersonSafety(
    { id: post.author.id, name: authorName(post.author) },
    { kind: 'post', id: post.id, communityId: post.community?.id ?? null },
  );
  const locking = async () => {
    try {
      const changed = await lockComments(post.id, !post.commentsLocked);
      updateCachedPost(queryClient, post.id, (cached) => ({
        ...cached,
        commentsLocked: changed.commentsLocked,
      }));
      toast.success(
        changed.commentsLocked ? t('posts.menu.lockedDone') : t('posts.menu.unlockedDone'),
      );
    } catch (failure) {
      toast.error(t(postErrorKey(failure, 'other')));
    }
  };
  const trigger = useRef<HTMLButtonElement>(null);
  // Edit puts the focus in its form: the closing menu must not take it back to its button.
  const editing = useRef(false);
  const [focusOnMount] = useState(focusTrigger && !open);
  useEffect(() => {
    if (focusOnMount) trigger.current?.focus();
  }, [focusOnMount]);

  return (
    <>
      <DropdownMenu open={open} onOpenChange={onOpenChange}>
        <DropdownMenuTrigger asChild>
          <PostMenuTrigger ref={trigger} />
        </DropdownMenuTrigger>
        <DropdownMenuContent
          onCloseAutoFocus={(event) => {
            if (editing.current) event.preventDefault();
            editing.current = false;
          }}
        >
          {post.viewer.isAuthor ? (
            <DropdownMenuItem
              onSelect={() => {
                editing.current = true;
                onEdit();
              }}
            >
              <Pencil aria-hidden="true" />
              {t('posts.menu.edit')}
            </DropdownMenuItem>
          ) : null}
          {canLock ? (
            <DropdownMenuItem onSelect={() => void locking()}>
              {post.commentsLocked ? <LockOpen aria-hidden="true" /> : <Lock aria-hidden="true" />}
              {post.commentsLocked ? t('posts.menu.unlockComments') : t('posts.menu.lockComments')}
            </DropdownMenuItem>
          ) : null}
          {post.viewer.canDelete ? (
            <DropdownMenuItem variant="destructive" onSelect={deletion.ask}>
              <Trash2 aria-hidden="true" />
              {t('posts.menu.delete')}
            </DropdownMenuItem>
          ) : null}
          {post.viewer.isAuthor ? null : safety.items}
        </DropdownMenuContent>
      </DropdownMenu>
      {post.viewer.isAuthor ? null : safety.dialogs}
      <ConfirmDialog
        open={deletion.confirming}
        onOpenChange={deletion.setConfirming}
        title={t('posts.delete.title')}
        description={
          post.viewer.isAuthor ? t('posts.delete.description') : t('posts.delete.descriptionOther')
        }
        confirmLabel={t('posts.delete.confirm')}
        busyLabel={t('posts.delete.busy')}
        cancelLabel={t('posts.delete.cancel')}
        busy={deletion.busy}
        onConfirm={deletion.confirm}
        error={deletion.error}
        returnFocusTo={trigger}
      />
    </>
  );
}
