import ArrowLeft from 'lucide-react/icons/arrow-left';
import ShieldAlert from 'lucide-react/icons/shield-exclamation-point';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { AddressTabs, TabsList, TabsPanel, TabsTrigger } from '@/components/ui/tabs';
import { CommunityHeaderSkeleton } from '@/features/communities/community-header';
import { CommunityIcon } from '@/features/communities/community-icon';
import { CommunityLoadError, CommunityNotFound } from '@/features/communities/community-states';
import { ManageBans } from '@/features/communities/manage-bans';
import { ManageFilters } from '@/features/communities/manage-filters';
import { ManageHeld } from '@/features/communities/manage-held';
import { ManageMembers } from '@/features/communities/manage-members';
import { ManageReports } from '@/features/communities/manage-reports';
import { ManageRequests } from '@/features/communities/manage-requests';
import { ManageRules } from '@/features/communities/manage-rules';
import { ManageSettings } from '@/features/communities/manage-settings';
import { useCommunity, useCommunityLive } from '@/features/communities/use-community';
import { ApiRequestError } from '@/lib/api';
import { useAddressTab } from '@/lib/use-address-tab';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const tabs = ['requests', 'reports', 'held', 'members', 'rules', 'filters', 'settings'] as const;

/** /dashboard/communities/{id}/manage: join requests, reports, held posts and comments, members and roles, rules and slow mode, the keyword filter, details; admins only. */
export default function ManageCommunityPage() {
  const { id = '' } = useParams();
  return (
    <div className="mx-auto flex w-full max-w-[40rem] flex-col gap-5">
      {uuid.test(id) ? <Manage key={id} id={id} /> : <CommunityNotFound />}
    </div>
  );
}

function Manage({ id }: { id: string }) {
  const { t } = useTranslation();
  const [tab, openTab] = useAddressTab(tabs);
  const community = useCommunity(id);
  useCommunityLive(id, community.data?.viewer.canSeeContent ?? false);

  if (community.isPending) return <CommunityHeaderSkeleton />;
  if (community.error instanceof ApiRequestError && community.error.status === 404)
    return <CommunityNotFound />;
  if (!community.data) return <CommunityLoadError onRetry={() => void community.refetch()} />;
  const data = community.data;
  const back = (
    <Link
      to={`/community/${id}`}
      className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-primary hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t('communities.page.back')}
    </Link>
  );
  if (data.viewer.membership !== 'admin')
    return (
      <EmptyState
        icon={ShieldAlert}
        heading="h2"
        title={t('communities.manage.notAdminTitle')}
        text={t('communities.manage.notAdminText')}
      >
        <Button asChild variant="outline">
          <Link to={`/community/${id}`}>{t('communities.page.back')}</Link>
        </Button>
      </EmptyState>
    );
  return (
    <>
      <div className="flex items-center gap-3">
        <CommunityIcon name={data.name} src={data.iconUrl} />
        <div className="flex min-w-0 flex-col gap-1">
          <h2 className="truncate text-xl font-bold">{data.name}</h2>
          {back}
        </div>
      </div>
      <AddressTabs
        tabs={tabs}
        value={tab}
        onValueChange={openTab}
        list={
          <TabsList className="w-full auto-cols-max justify-start overflow-x-auto">
            <TabsTrigger value="requests">
              {t('communities.manage.tabs.requests')}
              {data.pendingRequests ? (
                <span className="rounded-full bg-accent px-1.5 text-xs text-accent-foreground">
                  {data.pendingRequests}
                </span>
              ) : null}
            </TabsTrigger>
            <TabsTrigger value="reports">{t('communities.manage.tabs.reports')}</TabsTrigger>
            <TabsTrigger value="held">{t('communities.manage.tabs.held')}</TabsTrigger>
            <TabsTrigger value="members">{t('communities.manage.tabs.members')}</TabsTrigger>
            <TabsTrigger value="rules">{t('communities.manage.tabs.rules')}</TabsTrigger>
            <TabsTrigger value="filters">{t('communities.manage.tabs.filters')}</TabsTrigger>
            <TabsTrigger value="settings">{t('communities.manage.tabs.settings')}</TabsTrigger>
          </TabsList>
        }
      >
        <TabsPanel value="requests">
          <ManageRequests communityId={id} />
        </TabsPanel>
        <TabsPanel value="reports">
          <ManageReports communityId={id} />
        </TabsPanel>
        <TabsPanel value="held">
          <ManageHeld communityId={id} />
        </TabsPanel>
        <TabsPanel value="filters">
          <ManageFilters communityId={id} />
        </TabsPanel>
        <TabsPanel value="rules">
          <ManageRules community={data} />
        </TabsPanel>
        <TabsPanel value="members">
          <div className="flex flex-col gap-5">
            <ManageMembers communityId={id} />
            <ManageBans communityId={id} />
          </div>
        </TabsPanel>
        <TabsPanel value="settings">
          <ManageSettings community={data} />
        </TabsPanel>
      </AddressTabs>
    </>
  );
}
