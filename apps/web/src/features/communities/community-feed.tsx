import { useQueryClient } from '@tanstack/react-query';
import ArrowUp from 'lucide-react/icons/arrow-up';
import Newspaper from 'lucide-react/icons/newspaper';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommunityDetail } from '@aebro/shared/communities';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ComposerOnDemand } from '@/features/posts/composer-on-demand';
import { addNewPost, withoutShown } from '@/features/posts/new-posts';
import type { PostPages } from '@/features/posts/post-cache';
import { PostList, usePostList } from '@/features/posts/post-list';
import { postKeys } from '@/features/posts/posts-api';
import { useSession } from '@/features/session/use-session';
import { useRealtimeEvent } from '@/lib/realtime';

/**
 * A community's posts, newest first, with the composer for its members. New posts of others are
 * announced live as "N new posts" (from the community's room).
 */
export function CommunityFeed({ community }: { community: CommunityDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const me = useSession().data?.user.id;
  const query = usePostList('community', community.id);
  const [announced, setAnnounced] = useState<readonly string[]>([]);
  const shownIds = useMemo(
    () => new Set(query.data?.pages.flatMap((page) => page.items.map((post) => post.id)) ?? []),
    [query.data],
  );
  const fresh = withoutShown(announced, shownIds).length;
  const member =
    community.viewer.membership === 'member' || community.viewer.membership === 'admin';

  useRealtimeEvent('community:new-post', (event) => {
    if (event.communityId === community.id)
      setAnnounced((pending) => addNewPost(pending, event, { shownIds, myId: me }));
  });

  const showNewPosts = async (): Promise<void> => {
    setAnnounced([]);
    queryClient.setQueryData<PostPages>(postKeys.list('community', community.id), (data) =>
      data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
    );
    await query.refetch();
  };

  return (
    <section aria-labelledby="community-feed-title" className="flex flex-col gap-4">
      <h3 id="community-feed-title" className="sr-only">
        {t('communities.feed.title')}
      </h3>
      {member ? <ComposerOnDemand communityId={community.id} /> : null}
      <p role="status" className="sr-only">
        {fresh > 0 ? t('communities.feed.newPosts', { count: fresh }) : ''}
      </p>
      {fresh > 0 ? (
        <div className="sticky top-16 z-30 flex justify-center">
          <Button className="rounded-full shadow-md" onClick={() => void showNewPosts()}>
            <ArrowUp aria-hidden="true" />
            {t('communities.feed.newPosts', { count: fresh })}
          </Button>
        </div>
      ) : null}
      <PostList
        query={query}
        hideCommunity
        empty={
          <EmptyState
            icon={Newspaper}
            title={t('communities.feed.emptyTitle')}
            text={member ? t('communities.feed.emptyText') : t('communities.feed.emptyVisitor')}
          />
        }
      />
    </section>
  );
}
