import { useQueryClient } from '@tanstack/react-query';
import ArrowUp from 'lucide-react/icons/arrow-up';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useSession } from '@/features/session/use-session';
import { useOnReconnect, useRealtimeEvent } from '@/lib/realtime';
import { addNewPost, withoutShown } from './new-posts';
import { EmptyFeed } from './people-suggestions';
import type { PostPages } from './post-cache';
import { PostList, usePostList } from './post-list';
import { postKeys } from './posts-api';

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * The home feed (my posts and those of people I follow). New posts of people I follow are announced
 * live as "N new posts"; a click fetches the feed again from the top. After a lost connection comes
 * back, the feed is fetched again, since events may have been missed.
 */
export function HomeFeed() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const me = useSession().data?.user.id;
  const query = usePostList('feed');
  const top = useRef<HTMLDivElement>(null);
  const [announced, setAnnounced] = useState<readonly string[]>([]);
  const shownIds = useMemo(
    () => new Set(query.data?.pages.flatMap((page) => page.items.map((post) => post.id)) ?? []),
    [query.data],
  );
  const fresh = withoutShown(announced, shownIds).length;

  useRealtimeEvent('feed:new-post', (event) =>
    setAnnounced((pending) => addNewPost(pending, event, { shownIds, myId: me })),
  );
  useOnReconnect(() => void query.refetch());

  const showNewPosts = async (): Promise<void> => {
    setAnnounced([]);
    // From the top: the first page only, fetched again (older pages come back by scrolling).
    queryClient.setQueryData<PostPages>(postKeys.list('feed'), (data) =>
      data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
    );
    top.current?.scrollIntoView({
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
      block: 'start',
    });
    await query.refetch();
    top.current?.parentElement
      ?.querySelector<HTMLElement>('article')
      ?.focus({ preventScroll: true });
  };

  return (
    <section aria-labelledby="home-feed-title" className="flex flex-col gap-4">
      <div ref={top} className="scroll-mt-20">
        <h2 id="home-feed-title" className="text-lg font-semibold">
          {t('posts.feed.title')}
        </h2>
      </div>
      <p role="status" className="sr-only">
        {fresh > 0 ? t('posts.feed.newPosts', { count: fresh }) : ''}
      </p>
      {fresh > 0 ? (
        <div className="sticky top-16 z-30 flex justify-center">
          <Button className="rounded-full shadow-md" onClick={() => void showNewPosts()}>
            <ArrowUp aria-hidden="true" />
            {t('posts.feed.newPosts', { count: fresh })}
          </Button>
        </div>
      ) : null}
      <PostList query={query} empty={<EmptyFeed />} />
    </section>
  );
}
