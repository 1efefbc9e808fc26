import {
  infiniteQueryOptions,
  useInfiniteQuery,
  type UseInfiniteQueryResult,
} from '@tanstack/react-query';
import { memo, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Post } from '@aebro/shared/posts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { PostPages } from './post-cache';
import { PostCard } from './post-card';
import { PostSkeletons } from './post-skeleton';
import { fetchPostPage, postKeys, type PostListKind } from './posts-api';

/** A post that has not changed is not rendered again when the list grows or another post changes. */
const ListedPost = memo(PostCard);

export type PostListQuery = UseInfiniteQueryResult<PostPages>;

/** One of the post lists (home feed, public posts, saved, someone's posts), newest first, by keyset pages. */
export function usePostList(kind: PostListKind, id = ''): PostListQuery {
  return useInfiniteQuery(postListQuery(kind, id));
}

/** The query of one post list, for `usePostList` and for fetching it before a screen renders. */
export function postListQuery(kind: PostListKind, id = '') {
  return infiniteQueryOptions({
    queryKey: postKeys.list(kind, id),
    queryFn: ({ pageParam, signal }) => fetchPostPage(kind, id, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

interface PostListProps {
  query: PostListQuery;
  /** What to show when there is nothing yet: what to do next. */
  empty: ReactNode;
  /** The error texts; SPEC §8 'Something went wrong' otherwise. */
  errorTitle?: string;
  errorText?: string;
  /** The list is one community's feed: its posts need not name it. */
  hideCommunity?: boolean;
}

/** Posts with skeletons while loading, an error with "Try again", and infinite scroll with a "Load more" button. */
export function PostList({ query, empty, errorTitle, errorText, hideCommunity }: PostListProps) {
  const { t } = useTranslation();
  const posts = uniquePosts(query.data?.pages.flatMap((page) => page.items) ?? []);
  const shown = useRenderedCount(posts.length);

  if (query.isPending) return <PostSkeletons />;
  if (query.isError && !query.data) {
    return (
      <ListError
        title={errorTitle ?? t('common.somethingWentWrong')}
        text={errorText ?? t('posts.list.errorText')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (posts.length === 0) return <>{empty}</>;
  return (
    <div className="flex flex-col gap-4">
      {posts.slice(0, shown).map((post, index) => (
        <ListedPost key={post.id} post={post} hideCommunity={hideCommunity} first={index === 0} />
      ))}
      {shown >= posts.length ? (
        <MorePosts query={query} errorTitle={errorTitle} errorText={errorText} />
      ) : null}
    </div>
  );
}

/** Posts in the list's first paint; the rest of its first page follows a few per task. */
const firstPosts = 2;
const postsPerTask = 2;

/**
 * How many of the list's posts to render. A page of 20 posts rendered at once is one long task on
 * a slow phone (hundreds of milliseconds in which a tap waits), and only the first two or three are
 * on screen: those come first, the others a few at a time, each batch in its own task. Once the
 * first page is all there, later pages render whole.
 */
function useRenderedCount(total: number): number {
  const [limit, setLimit] = useState(firstPosts);
  // The first page is all there: from now on the list renders whole (React's "adjust state while
  // rendering", no extra pass).
  if (total > 0 && limit >= total && limit !== Number.POSITIVE_INFINITY)
    setLimit(Number.POSITIVE_INFINITY);
  useEffect(() => {
    if (limit >= total) return;
    const timer = setTimeout(() => setLimit(limit + postsPerTask), 0);
    return () => clearTimeout(timer);
  }, [limit, total]);
  return Math.min(limit, total);
}

/** A boosted post may come again on a later page (placed there by the feed): shown once. */
function uniquePosts(posts: Post[]): Post[] {
  const seen = new Set<string>();
  return posts.filter((post) => !seen.has(post.id) && Boolean(seen.add(post.id)));
}

function ListError({ title, text, onRetry }: { title: string; text: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert tone="error" title={title}>
      <p>{text}</p>
      <Button variant="outline" size="sm" className="mt-2 self-start" onClick={onRetry}>
        {t('common.tryAgain')}
      </Button>
    </Alert>
  );
}

/** The next page: fetched when the end of the list comes near, or with the "Load more" button. */
function MorePosts({
  query,
  errorTitle,
  errorText,
}: {
  query: PostListQuery;
  errorTitle?: string | undefined;
  errorText?: string | undefined;
}) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const autoLoad = hasNextPage && !isFetchingNextPage && !isFetchNextPageError;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !autoLoad || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [autoLoad, fetchNextPage]);

  // A keyboard user who asked for more lands on the first new post instead of below it.
  const loadMore = async (): Promise<void> => {
    const list = sentinel.current?.parentElement ?? null;
    const before = list?.querySelectorAll(':scope > article').length ?? 0;
    await fetchNextPage();
    requestAnimationFrame(() =>
      list?.querySelectorAll<HTMLElement>(':scope > article')[before]?.focus(),
    );
  };

  if (isFetchNextPageError) {
    return (
      <ListError
        title={errorTitle ?? t('common.somethingWentWrong')}
        text={errorText ?? t('posts.list.errorText')}
        onRetry={() => void fetchNextPage()}
      />
    );
  }
  if (!hasNextPage)
    return <p className="py-4 text-center text-sm text-muted-foreground">{t('posts.list.end')}</p>;
  return (
    <div ref={sentinel} className="flex justify-center py-2">
      <Button
        variant="outline"
        disabled={isFetchingNextPage}
        aria-busy={isFetchingNextPage}
        onClick={() => void loadMore()}
      >
        {isFetchingNextPage ? t('posts.list.loadingMore') : t('posts.list.loadMore')}
      </Button>
    </div>
  );
}
