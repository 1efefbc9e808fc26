import Megaphone from 'lucide-react/icons/megaphone';
import UsersRound from 'lucide-react/icons/users-round';
import Users from 'lucide-react/icons/users';
import { Link } from 'react-router';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { onDemand } from '@/components/ui/on-demand';
import { useStandInMenu } from '@/components/ui/stand-in';
import { loadTextParts } from '@/i18n/i18n';
import { useTranslation } from 'react-i18next';
import type { Post } from '@aebro/shared/posts';
import { AuthorLine } from './author-line';
import { authorName } from './author-name';
import { PostActions } from './post-actions';
import { PostImages } from './post-images';
import { PostMenuTrigger } from './post-menu-trigger';
import { PostPoll } from './post-poll';
import { PostText } from './post-text';
import { EditedMark, RelativeTime } from './post-time';
import { useLiveCounts } from './use-live-counts';

// The menu (Radix, the safety dialogs) loads on first use, and only an edit needs the form (and
// zod): neither is in the feed's first download.
const usePostMenu = onDemand(async () => {
  const [module] = await Promise.all([import('./post-menu'), loadTextParts(['safety'])]);
  return module;
});
const EditPostForm = lazy(async () => {
  const [module] = await Promise.all([import('./edit-post-form'), loadTextParts(['auth'])]);
  return { default: module.EditPostForm };
});

interface PostCardProps {
  post: Post;
  /** On the post's own page: the comment button goes to the comment box. */
  onComment?: () => void;
  onDeleted?: () => void;
  /** In its community's own feed the community need not be named on every post. */
  hideCommunity?: boolean;
  /** The first post on the screen: its first photo loads at once (PostImages). */
  first?: boolean;
}

/** One post: author, time, text with links, photos, like/comment/save, and my post's menu. */
export function PostCard({
  post,
  onComment,
  onDeleted,
  hideCommunity = false,
  first = false,
}: PostCardProps) {
  const { t } = useTranslation();
  const id = useId();
  const card = useRef<HTMLElement>(null);
  const [editing, setEditing] = useState(false);
  useLiveCounts(post.id, card);
  const name = authorName(post.author);
  const stopEditing = (): void => {
    setEditing(false);
    // The form goes away; the card keeps the focus rather than the page losing it.
    requestAnimationFrame(() => card.current?.focus());
  };

  // A card off screen skips style and layout (content-visibility), which in a long feed is most of
  // the rendering work. Its containment would make the open menu (fixed, beside its button) take
  // the card for the viewport, so a card with something open is rendered as usual.
  return (
    <article
      ref={card}
      tabIndex={-1}
      aria-labelledby={`${id}-author ${id}-time`}
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm outline-none [contain-intrinsic-size:auto_28rem] [content-visibility:auto] has-[[data-state=open]]:[content-visibility:visible] focus-visible:ring-[3px] focus-visible:ring-ring/50"
      data-post-id={post.id}
      data-boosted={post.boosted ? '' : undefined}
    >
      {post.held ? (
        <p
          className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
          data-testid="held-for-review"
        >
          <span className="font-medium">{t('posts.card.held')}</span>{' '}
          {t('posts.card.heldExplained')}
        </p>
      ) : null}
      <header className="flex items-start justify-between gap-2">
        <AuthorLine author={post.author} nameId={`${id}-author`}>
          <span id={`${id}-time`}>
            <RelativeTime date={post.createdAt} />
          </span>
          {post.editedAt ? (
            <>
              <span aria-hidden="true">·</span>
              <EditedMark date={post.editedAt} kind="post" id={post.id} />
            </>
          ) : null}
          {post.audience === 'followers' ? (
            <>
              <span aria-hidden="true">·</span>
              <span className="inline-flex items-center" title={t('posts.audience.followersOnly')}>
                <Users className="size-3.5" aria-hidden="true" />
                <span className="sr-only">{t('posts.audience.followersOnly')}</span>
              </span>
            </>
          ) : null}
          {post.community && !hideCommunity ? (
            <>
              <span aria-hidden="true">·</span>
              <Link
                to={`/community/${post.community.id}`}
                className="inline-flex min-w-0 items-center gap-1 rounded-sm font-medium text-primary outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <UsersRound className="size-3.5 shrink-0" aria-hidden="true" />
                <span className="sr-only">{t('posts.card.inCommunity')}</span>
                <span className="truncate">{post.community.name}</span>
              </Link>
            </>
          ) : null}
        </AuthorLine>
        {post.boosted ? (
          <span
            className="ml-auto inline-flex shrink-0 items-center gap-1 rounded-full border border-accent/60 bg-accent/20 px-2 py-0.5 text-xs font-medium"
            title={t('posts.card.boostedHint')}
          >
            <Megaphone className="size-3.5" aria-hidden="true" />
            {t('posts.card.boosted')}
          </span>
        ) : null}
        <PostMenuSlot post={post} onEdit={() => setEditing(true)} onDeleted={onDeleted} />
      </header>
      {editing ? (
        <Suspense fallback={<PostText text={post.body} className="text-[0.95rem]" />}>
          <EditPostForm post={post} onDone={stopEditing} />
        </Suspense>
      ) : (
        <PostText text={post.body} className="text-[0.95rem]" />
      )}
      <PostImages images={post.images} authorName={name} first={first} />
      {post.poll ? <PostPoll postId={post.id} poll={post.poll} /> : null}
      <PostActions post={post} onComment={onComment} />
    </article>
  );
}

/**
 * The ⋯ button: a stand-in of the same look until the menu's code has loaded (fetched when the
 * button is pointed at or focused; a press opens the menu as soon as it is there).
 */
function PostMenuSlot(props: { post: Post; onEdit: () => void; onDeleted?: () => void }) {
  const [menu, fetchMenu] = usePostMenu();
  const standIn = useStandInMenu(fetchMenu);
  if (menu)
    return (
      <menu.PostMenu
        {...props}
        open={standIn.open}
        onOpenChange={standIn.setOpen}
        focusTrigger={standIn.focused}
      />
    );
  return <PostMenuTrigger {...standIn.buttonProps} />;
}
