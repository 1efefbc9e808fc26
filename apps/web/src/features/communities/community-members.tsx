import { LoaderCircle, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PersonRowSkeleton } from '@/features/people/person-row';
import { useInView } from '@/features/people/use-in-view';
import { ListError } from './community-list';
import { MemberRow, RoleBadge } from './member-row';
import { useMembers } from './use-community';

/** The members of a community, admins first. */
export function CommunityMembers({ communityId }: { communityId: string }) {
  const { t } = useTranslation();
  const query = useMembers(communityId, true);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadMore = (): void => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  };
  const sentinel = useInView(
    loadMore,
    hasNextPage && !isFetchingNextPage && !query.isFetchNextPageError,
  );

  let content;
  if (query.isPending)
    content = (
      <div role="status" aria-label={t('communities.members.loading')}>
        <ul className="divide-y">
          {[0, 1, 2].map((index) => (
            <PersonRowSkeleton key={index} />
          ))}
        </ul>
      </div>
    );
  else if (!query.data)
    content = (
      <ListError text={t('communities.members.loadFailed')} onRetry={() => void query.refetch()} />
    );
  else {
    const members = query.data.pages.flatMap((page) => page.items);
    content =
      members.length === 0 ? (
        <EmptyState frame="bare" icon={UsersRound} title={t('communities.members.empty')} />
      ) : (
        <>
          <ul aria-label={t('communities.members.title')} className="divide-y">
            {members.map((member) => (
              <MemberRow key={member.id} person={member} badge={<RoleBadge role={member.role} />} />
            ))}
          </ul>
          {query.isFetchNextPageError ? <ListError onRetry={loadMore} /> : null}
          {hasNextPage ? (
            <div ref={sentinel} className="flex justify-center">
              <Button
                type="button"
                variant="outline"
                onClick={loadMore}
                disabled={isFetchingNextPage}
              >
                {isFetchingNextPage ? (
                  <LoaderCircle
                    className="animate-spin motion-reduce:animate-none"
                    aria-hidden="true"
                  />
                ) : null}
                {isFetchingNextPage
                  ? t('communities.list.loadingMore')
                  : t('communities.list.loadMore')}
              </Button>
            </div>
          ) : null}
        </>
      );
  }
  return (
    <section
      aria-labelledby="community-members-title"
      className="flex flex-col gap-2 rounded-xl border bg-card p-5 shadow-sm"
    >
      <h3 id="community-members-title" className="text-lg font-semibold">
        {t('communities.members.title')}
      </h3>
      {content}
    </section>
  );
}
