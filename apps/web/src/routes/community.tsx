import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AddressTabs, TabsList, TabsPanel, TabsTrigger } from '@/components/ui/tabs';
import { CommunityAbout } from '@/features/communities/community-about';
import { CommunityEvents } from '@/features/communities/community-events';
import { CommunityRules } from '@/features/communities/community-rules';
import { CommunityFeed } from '@/features/communities/community-feed';
import { CommunityHeader, CommunityHeaderSkeleton } from '@/features/communities/community-header';
import { CommunityMembers } from '@/features/communities/community-members';
import {
  CommunityLoadError,
  CommunityLocked,
  CommunityNotFound,
} from '@/features/communities/community-states';
import { useCommunity, useCommunityLive } from '@/features/communities/use-community';
import { useItemTitle } from '@/features/layout/screen-title';
import { ApiRequestError } from '@/lib/api';
import { useAddressTab } from '@/lib/use-address-tab';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const tabs = ['feed', 'about', 'members'] as const;

/** /community/{id}, /communities/{id}, /dashboard/communities/{id}: header, feed, about, members. */
export default function CommunityPage() {
  const { id = '' } = useParams();
  return (
    <div className="mx-auto flex w-full max-w-[40rem] flex-col gap-5">
      {uuid.test(id) ? <Community key={id} id={id} /> : <CommunityNotFound />}
    </div>
  );
}

function Community({ id }: { id: string }) {
  const { t } = useTranslation();
  const [tab, openTab] = useAddressTab(tabs);
  const community = useCommunity(id);
  const canSee = community.data?.viewer.canSeeContent ?? false;
  useCommunityLive(id, canSee);
  useItemTitle(community.data?.name);

  if (community.isPending) return <CommunityHeaderSkeleton />;
  if (community.error instanceof ApiRequestError && community.error.status === 404)
    return <CommunityNotFound />;
  if (!community.data) return <CommunityLoadError onRetry={() => void community.refetch()} />;
  const data = community.data;
  return (
    <>
      <CommunityHeader community={data} />
      {/* Issue 37: the rules come before joining, above everything else, for people not in it yet. */}
      {data.viewer.membership === 'admin' || data.viewer.membership === 'member' ? null : (
        <CommunityRules rules={data.rules} />
      )}
      {canSee ? (
        <CommunityEvents
          communityId={id}
          member={data.viewer.membership === 'admin' || data.viewer.membership === 'member'}
        />
      ) : null}
      <AddressTabs
        tabs={tabs}
        value={tab}
        onValueChange={openTab}
        list={
          <TabsList>
            <TabsTrigger value="feed">{t('communities.page.feed')}</TabsTrigger>
            <TabsTrigger value="about">{t('communities.page.about')}</TabsTrigger>
            <TabsTrigger value="members">{t('communities.page.members')}</TabsTrigger>
          </TabsList>
        }
      >
        <TabsPanel value="feed">
          {canSee ? (
            <CommunityFeed community={data} />
          ) : (
            <CommunityLocked pending={data.viewer.membership === 'pending'} />
          )}
        </TabsPanel>
        <TabsPanel value="about">
          <CommunityAbout community={data} />
        </TabsPanel>
        <TabsPanel value="members">
          {canSee ? (
            <CommunityMembers communityId={id} />
          ) : (
            <CommunityLocked pending={data.viewer.membership === 'pending'} />
          )}
        </TabsPanel>
      </AddressTabs>
    </>
  );
}
