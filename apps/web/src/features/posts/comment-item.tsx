import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import Ellipsis from 'lucide-react/icons/ellipsis';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Comment } from '@aebro/shared/posts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useSession } from '@/features/session/use-session';
import { usePersonSafety } from '@/features/safety/use-person-safety';
import { AuthorLine } from './author-line';
import { authorName } from './author-name';
import { findCachedPost, setCachedCounts } from './post-cache';
import { EditCommentForm } from './edit-comment-form';
import { EditedMark, RelativeTime } from './post-time';
import { PostText } from './post-text';
import { deleteComment, postKeys, type Page } from './posts-api';
import { useConfirmedDelete } from './use-confirmed-delete';

export type CommentPages = InfiniteData<Page<Comment>>;

/**
 * One comment; mine, or any on my post, can be deleted after a confirmation; mine can be edited,
 * and an edited one shows "edited", which opens its history.
 */
export function CommentItem({
  comment,
  onDeleted,
  communityId = null,
}: {
  comment: Comment;
  onDeleted: () => void;
  /** The community of the post (issue 37): a report may name one of its rules. */
  communityId?: string | null;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const stopEditing = (): void => {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  };
  const deletion = useConfirmedDelete(async () => {
    await deleteComment(comment.id);
    queryClient.setQueryData<CommentPages>(postKeys.comments(comment.postId), (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.filter((item) => item.id !== comment.id),
            })),
          }
        : data,
    );
    const post = findCachedPost(queryClient, comment.postId);
    if (post && !comment.held)
      setCachedCounts(queryClient, comment.postId, {
        comments: Math.max(0, post.counts.comments - 1),
      });
    onDeleted();
  });

  const session = useSession();
  const mine = session.data?.user.id === comment.author.id;
  const name = authorName(comment.author);
  const safety = usePersonSafety(
    { id: comment.author.id, name },
    { kind: 'comment', id: comment.id, communityId },
  );

  return (
    <li className="flex flex-col gap-2 py-3">
      <div className="flex items-start justify-between gap-2">
        <AuthorLine author={comment.author} size="sm">
          <RelativeTime date={comment.createdAt} />
          {comment.editedAt ? (
            <>
              <span aria-hidden="true">·</span>
              <EditedMark date={comment.editedAt} kind="comment" id={comment.id} />
            </>
          ) : null}
        </AuthorLine>
        {comment.canEdit && !editing ? (
          <button
            ref={editButton}
            type="button"
            onClick={() => setEditing(true)}
            aria-label={t('posts.comments.edit')}
            className="ml-auto inline-grid size-9 shrink-0 place-items-center rounded-full text-muted-foreground outline-none hover:bg-muted hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <Pencil className="size-4" aria-hidden="true" />
          </button>
        ) : null}
        {comment.canDelete ? (
          <button
            type="button"
            onClick={deletion.ask}
            aria-label={t('posts.comments.delete', { name: authorName(comment.author) })}
            className="inline-grid size-9 shrink-0 place-items-center rounded-full text-muted-foreground outline-none hover:bg-muted hover:text-destructive focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </button>
        ) : null}
        {mine ? null : (
          <DropdownMenu>
            <DropdownMenuTrigger
              aria-label={t('safety.menu.comment', { name })}
              className="inline-grid size-9 shrink-0 place-items-center rounded-full text-muted-foreground outline-none hover:bg-muted hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <Ellipsis className="size-4" aria-hidden="true" />
            </DropdownMenuTrigger>
            <DropdownMenuContent>{safety.items}</DropdownMenuContent>
          </DropdownMenu>
        )}
      </div>
      {mine ? null : safety.dialogs}
      {comment.held ? (
        <p
          className="ml-11 rounded-md border border-amber-300 bg-amber-50 px-3 py-1.5 text-xs text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
          data-testid="comment-held-for-review"
        >
          <span className="font-medium">{t('posts.card.held')}</span>{' '}
          {t('posts.comments.heldExplained')}
        </p>
      ) : null}
      {editing ? (
        <EditCommentForm comment={comment} onDone={stopEditing} />
      ) : (
        <PostText text={comment.body} className="pl-11 text-sm" />
      )}
      <ConfirmDialog
        open={deletion.confirming}
        onOpenChange={deletion.setConfirming}
        title={t('posts.comments.deleteTitle')}
        description={t('posts.comments.deleteDescription')}
        confirmLabel={t('posts.comments.deleteConfirm')}
        busyLabel={t('posts.delete.busy')}
        cancelLabel={t('posts.delete.cancel')}
        busy={deletion.busy}
        onConfirm={deletion.confirm}
        error={deletion.error}
      />
    </li>
  );
}
