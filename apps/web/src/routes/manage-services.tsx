import Inbox from 'lucide-react/icons/inbox';
import Store from 'lucide-react/icons/store';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { requestStates, type RequestState } from '@aebro/shared/service-rules';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { AddressTabs, TabsList, TabsPanel, TabsTrigger } from '@/components/ui/tabs';
import { BusinessServices } from '@/features/services/business-services';
import { RequestList } from '@/features/services/request-list';
import { RatingSummary } from '@/features/services/stars';
import { useServiceDashboard } from '@/features/services/use-services';
import { useSession } from '@/features/session/use-session';
import { numberFormat } from '@/lib/locale-format';
import { oneOf } from '@/lib/one-of';

const tabs = ['requests', 'listings'] as const;
type Tab = (typeof tabs)[number];

/** /services/manage: the business dashboard: its rating, incoming requests by state, its listings. */
export default function ManageServicesPage() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const dashboard = useServiceDashboard();
  const [params, setParams] = useSearchParams();
  const tab: Tab = oneOf(tabs, params.get('tab')) ?? 'requests';
  // "all" is a choice of its own; without one, the requests waiting for an answer.
  const state: RequestState | 'all' =
    oneOf([...requestStates, 'all'], params.get('state')) ?? 'requested';
  const userId = session.data?.user.id;
  const numbers = numberFormat(i18n.resolvedLanguage);

  if (session.data && session.data.profile.accountType !== 'business')
    return (
      <EmptyState
        icon={Store}
        heading="h2"
        title={t('services.editor.businessOnlyTitle')}
        text={t('services.editor.businessOnlyText')}
      >
        <Button asChild>
          <Link to="/services/requests">{t('services.myRequests')}</Link>
        </Button>
      </EmptyState>
    );

  const set = (next: { tab?: Tab; state?: RequestState | 'all' }) => {
    const nextTab = next.tab ?? tab;
    const nextState = next.state ?? state;
    setParams(
      nextTab === 'listings'
        ? { tab: 'listings' }
        : nextState === 'requested'
          ? {}
          : { state: nextState },
      { replace: true },
    );
  };

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h2 className="text-2xl font-bold">{t('services.manage.title')}</h2>
        <p className="text-sm text-muted-foreground">{t('services.manage.intro')}</p>
      </div>
      <dl className="grid grid-cols-3 gap-2 rounded-xl border bg-card p-4 text-center">
        <div className="flex flex-col gap-1">
          <dt className="text-xs text-muted-foreground">{t('services.manage.rating')}</dt>
          {/* Centred on the line of the counts beside it, whose text is larger. */}
          <dd className="flex min-h-7 items-center justify-center">
            {dashboard.data ? (
              <RatingSummary
                average={dashboard.data.rating.average}
                count={dashboard.data.rating.count}
                className="flex-wrap justify-center"
              />
            ) : (
              '…'
            )}
          </dd>
        </div>
        <div className="flex flex-col gap-1">
          <dt className="text-xs text-muted-foreground">{t('services.manage.waiting')}</dt>
          <dd className="text-xl font-bold">
            {dashboard.data ? numbers.format(dashboard.data.requests.requested) : '…'}
          </dd>
        </div>
        <div className="flex flex-col gap-1">
          <dt className="text-xs text-muted-foreground">{t('services.manage.listings')}</dt>
          <dd className="text-xl font-bold">
            {dashboard.data ? numbers.format(dashboard.data.listings) : '…'}
          </dd>
        </div>
      </dl>
      <AddressTabs
        tabs={tabs}
        value={tab}
        onValueChange={(next) => set({ tab: next })}
        list={
          <TabsList>
            <TabsTrigger value="requests">
              <Inbox className="size-4" aria-hidden="true" />
              {t('services.manage.requests')}
            </TabsTrigger>
            <TabsTrigger value="listings">
              <Store className="size-4" aria-hidden="true" />
              {t('services.manage.myListings')}
            </TabsTrigger>
          </TabsList>
        }
      >
        <TabsPanel value="requests">
          <RequestList
            role="business"
            state={state}
            onStateChange={(next) => set({ state: next })}
            empty={{
              title: t('services.manage.emptyTitle'),
              text: t('services.manage.emptyText'),
            }}
          />
        </TabsPanel>
        <TabsPanel value="listings">
          {userId ? <BusinessServices businessId={userId} isOwner heading="h3" /> : null}
        </TabsPanel>
      </AddressTabs>
    </div>
  );
}
