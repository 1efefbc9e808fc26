import ArrowLeft from 'lucide-react/icons/arrow-left';
import Lock from 'lucide-react/icons/lock';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AddressTabs, TabsList, TabsPanel, TabsTrigger } from '@/components/ui/tabs';
import {
  connectionsTabs,
  type ConnectionsPageTab,
  type ConnectionsTab,
} from '@/features/people/people-api';
import { FollowRequests } from '@/features/connections/follow-requests';
import { PeopleList } from '@/features/connections/people-list';
import { useSession } from '@/features/session/use-session';
import { personName } from '@/features/people/person-name';
import { useConnections } from '@/features/connections/use-people-lists';
import { connectionsPath, usePublicProfile } from '@/features/profiles/use-public-profile';
import { oneOf } from '@/lib/one-of';

/**
 * /connections/{userId}/{tab?} and /dashboard/connections/…: Followers and Following (SPEC §2), and
 * on my own page the Requests of people asking to follow my private profile. `me` is my own id.
 */
export default function ConnectionsPage() {
  const { t } = useTranslation();
  const params = useParams();
  const myId = useSession().data?.user.id ?? '';
  const userId = params.userId === 'me' ? myId : (params.userId ?? '');
  const tab = params.tab;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const underDashboard = pathname.startsWith('/dashboard/');
  const profile = usePublicProfile(userId);
  const isMine = userId === myId;
  const tabs: ConnectionsPageTab[] = isMine
    ? [...connectionsTabs, 'requests']
    : [...connectionsTabs];
  const active = tab === undefined ? 'followers' : oneOf(tabs, tab);
  if (!active)
    return <Navigate to={connectionsPath(userId, 'followers', underDashboard)} replace />;
  const name = profile.data ? personName(profile.data, t) : null;
  const profilePath = `${underDashboard ? '/dashboard' : ''}/profile/${encodeURIComponent(userId)}`;

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-5">
      <div className="flex flex-col gap-1">
        <Link
          to={profilePath}
          className="inline-flex items-center gap-1 self-start rounded-md text-sm text-primary outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('people.connections.backToProfile')}
        </Link>
        <h2 className="text-2xl font-bold break-words">
          {name ? t('people.connections.titleOf', { name }) : t('people.connections.title')}
        </h2>
      </div>
      <AddressTabs
        tabs={tabs}
        value={active}
        onValueChange={(value) =>
          void navigate(connectionsPath(userId, value, underDashboard), { replace: true })
        }
        list={
          <TabsList>
            {tabs.map((value) => (
              <TabsTrigger key={value} value={value}>
                {t(`people.connections.tabs.${value}`)}
              </TabsTrigger>
            ))}
          </TabsList>
        }
      >
        {tabs.map((value) => (
          <TabsPanel key={value} value={value}>
            {value === 'requests' ? (
              <FollowRequests />
            ) : (
              <ConnectionsList userId={userId} tab={value} profile={profile} />
            )}
          </TabsPanel>
        ))}
      </AddressTabs>
    </div>
  );
}

interface ConnectionsListProps {
  userId: string;
  tab: ConnectionsTab;
  profile: ReturnType<typeof usePublicProfile>;
}

function ConnectionsList({ userId, tab, profile }: ConnectionsListProps) {
  const { t } = useTranslation();
  // A private profile's lists are refused (403): wait for the profile and do not ask for them.
  const restricted = profile.data?.restricted === true;
  const query = useConnections(userId, tab, profile.isSuccess ? !restricted : profile.isError);
  if (restricted || query.error?.status === 403) {
    return (
      <p className="flex items-start gap-3 rounded-lg bg-muted p-4 text-sm">
        <Lock className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span>
          <strong className="block font-semibold">{t('people.profile.private.title')}</strong>
          {t('people.connections.private')}
        </span>
      </p>
    );
  }
  if (query.error?.status === 404)
    return <p className="rounded-lg bg-muted p-4 text-sm">{t('people.profile.notFound.title')}</p>;
  return (
    <PeopleList
      query={query}
      label={t(`people.connections.tabs.${tab}`)}
      empty={{
        title: t(`people.connections.empty.${tab}.title`),
        text: t(`people.connections.empty.${tab}.text`),
      }}
    />
  );
}
