import Bookmark from 'lucide-react/icons/bookmark';
import Heart from 'lucide-react/icons/heart';
import MessageCircle from 'lucide-react/icons/message-circle';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Post } from '@aebro/shared/posts';
import { cn } from '@/lib/cn';
import { useOptimisticToggle } from './use-optimistic-toggle';
import { numberFormat } from '@/lib/locale-format';

const baseClass =
  'inline-flex h-9 items-center gap-1.5 rounded-md px-3 text-sm font-medium outline-none transition-colors hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-busy:cursor-progress';
// Without tailwind-merge, a colour is chosen, never added on top of another.
const actionClass = cn(baseClass, 'text-muted-foreground hover:text-foreground');
const likedClass = cn(baseClass, 'text-destructive');
const savedClass = cn(baseClass, 'text-primary');

interface PostActionsProps {
  post: Post;
  /** On the post's own page the comment button goes to the comment box; elsewhere it links to that page. */
  onComment?: () => void;
}

/** Like, comment and save, each with its count; a button is hidden when the author turned it off. */
export function PostActions({ post, onComment }: PostActionsProps) {
  const { t, i18n } = useTranslation();
  const like = useOptimisticToggle(post, 'like');
  const save = useOptimisticToggle(post, 'save');
  const number = numberFormat(i18n.resolvedLanguage);
  const comments = post.counts.comments;
  if (!post.allows.likes && !post.allows.comments && !post.allows.saves) return null;
  return (
    <div className="-mx-2 flex items-center gap-1 border-t pt-2">
      {post.allows.likes ? (
        <button
          type="button"
          className={like.state.active ? likedClass : actionClass}
          aria-pressed={like.state.active}
          aria-busy={like.busy}
          aria-label={t('posts.actions.like', { count: like.state.count })}
          onClick={() => void like.toggle()}
        >
          <Heart className={cn('size-5', like.state.active && 'fill-current')} aria-hidden="true" />
          <span aria-hidden="true">{number.format(like.state.count)}</span>
        </button>
      ) : null}
      {post.allows.comments ? (
        onComment ? (
          <button
            type="button"
            className={actionClass}
            aria-label={t('posts.actions.comment', { count: comments })}
            onClick={onComment}
          >
            <MessageCircle className="size-5" aria-hidden="true" />
            <span aria-hidden="true">{number.format(comments)}</span>
          </button>
        ) : (
          <Link
            to={`/post/${post.id}#comment`}
            className={actionClass}
            aria-label={t('posts.actions.comment', { count: comments })}
          >
            <MessageCircle className="size-5" aria-hidden="true" />
            <span aria-hidden="true">{number.format(comments)}</span>
          </Link>
        )
      ) : null}
      {post.allows.saves ? (
        <button
          type="button"
          className={cn(save.state.active ? savedClass : actionClass, 'ml-auto')}
          aria-pressed={save.state.active}
          aria-busy={save.busy}
          aria-label={t('posts.actions.save', { count: save.state.count })}
          onClick={() => void save.toggle()}
        >
          <Bookmark
            className={cn('size-5', save.state.active && 'fill-current')}
            aria-hidden="true"
          />
          <span aria-hidden="true">{number.format(save.state.count)}</span>
        </button>
      ) : null}
    </div>
  );
}
