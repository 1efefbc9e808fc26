import Compass from 'lucide-react/icons/compass';
import UsersRound from 'lucide-react/icons/users-round';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { AddressTabs, TabsList, TabsPanel, TabsTrigger } from '@/components/ui/tabs';
import { CommunityList } from '@/features/communities/community-list';
import { CreateCommunityDialog } from '@/features/communities/create-community-dialog';
import { DiscoverCommunities } from '@/features/communities/discover-communities';
import { myCommunitiesQuery, useMyCommunities } from '@/features/communities/use-community';
import { earlyFirstPage } from '@/lib/first-visit-data';
import { useAddressTab } from '@/lib/use-address-tab';

/**
 * On a first visit the entry has asked for my communities (first-visit-paths.ts): the screen's first
 * render waits for them (routes.tsx), so that it shows the list, not its skeletons.
 */
export const firstVisitData = earlyFirstPage('/api/v1/me/communities', myCommunitiesQuery);

const tabs = ['mine', 'discover'] as const;

/** /communities and /dashboard/communities: my communities, discover, and "Create community". */
export default function CommunitiesPage() {
  const { t } = useTranslation();
  const [tab, openTab] = useAddressTab(tabs);
  const mine = useMyCommunities();

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 className="text-2xl font-bold">{t('communities.title')}</h2>
          <p className="text-sm text-muted-foreground">{t('communities.intro')}</p>
        </div>
        <CreateCommunityDialog />
      </div>
      <AddressTabs
        tabs={tabs}
        value={tab}
        onValueChange={openTab}
        list={
          <TabsList>
            <TabsTrigger value="mine">
              <UsersRound className="size-4" aria-hidden="true" />
              {t('communities.tabs.mine')}
            </TabsTrigger>
            <TabsTrigger value="discover">
              <Compass className="size-4" aria-hidden="true" />
              {t('communities.tabs.discover')}
            </TabsTrigger>
          </TabsList>
        }
      >
        <TabsPanel value="mine">
          <CommunityList
            query={mine}
            label={t('communities.tabs.mine')}
            empty={{
              title: t('communities.mine.emptyTitle'),
              text: t('communities.mine.emptyText'),
              action: (
                <Button variant="outline" onClick={() => openTab('discover')}>
                  <Compass aria-hidden="true" />
                  {t('communities.mine.discover')}
                </Button>
              ),
            }}
          />
        </TabsPanel>
        <TabsPanel value="discover">
          <DiscoverCommunities />
        </TabsPanel>
      </AddressTabs>
    </div>
  );
}
