import ArrowLeft from 'lucide-react/icons/arrow-left';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CommunityFeed } from '@/features/communities/community-feed';
import { CommunityIcon } from '@/features/communities/community-icon';
import {
  CommunityLoadError,
  CommunityLocked,
  CommunityNotFound,
} from '@/features/communities/community-states';
import { PrivacyBadge } from '@/features/communities/privacy-badge';
import { useCommunity, useCommunityLive } from '@/features/communities/use-community';
import { PostSkeletons } from '@/features/posts/post-skeleton';
import { ApiRequestError } from '@/lib/api';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /community/{id}/feed: a community's feed alone, under a one-line title. */
export default function CommunityFeedPage() {
  const { id = '' } = useParams();
  return (
    <div className="mx-auto flex w-full max-w-[40rem] flex-col gap-4">
      {uuid.test(id) ? <Feed key={id} id={id} /> : <CommunityNotFound />}
    </div>
  );
}

function Feed({ id }: { id: string }) {
  const { t } = useTranslation();
  const community = useCommunity(id);
  const canSee = community.data?.viewer.canSeeContent ?? false;
  useCommunityLive(id, canSee);
  if (community.isPending) return <PostSkeletons />;
  if (community.error instanceof ApiRequestError && community.error.status === 404)
    return <CommunityNotFound />;
  if (!community.data) return <CommunityLoadError onRetry={() => void community.refetch()} />;
  const data = community.data;
  return (
    <>
      <div className="flex items-center gap-3">
        <CommunityIcon name={data.name} src={data.iconUrl} />
        <div className="flex min-w-0 flex-col gap-1">
          <h2 className="truncate text-xl font-bold">{data.name}</h2>
          <div className="flex flex-wrap items-center gap-2">
            <PrivacyBadge privacy={data.privacy} />
            <Link
              to={`/community/${id}`}
              className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-primary hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <ArrowLeft className="size-4" aria-hidden="true" />
              {t('communities.page.back')}
            </Link>
          </div>
        </div>
      </div>
      {canSee ? (
        <CommunityFeed community={data} />
      ) : (
        <CommunityLocked pending={data.viewer.membership === 'pending'} />
      )}
    </>
  );
}
