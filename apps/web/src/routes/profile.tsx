import { useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useItemTitle } from '@/features/layout/screen-title';
import { personName } from '@/features/people/person-name';
import { ProfileHeader } from '@/features/profiles/profile-header';
import {
  ProfileLoadError,
  ProfileNotFound,
  ProfileSkeleton,
} from '@/features/profiles/profile-states';
import { usePublicProfile } from '@/features/profiles/use-public-profile';
import { ProfilePosts } from '@/features/posts/profile-posts';
import { BusinessServices } from '@/features/services/business-services';
import { useSession } from '@/features/session/use-session';

/**
 * /user/{id}, /profile/{id}, /dashboard/profile/{id}: someone's profile; /profile and
 * /dashboard/profile: mine. Their posts follow the header (the posts area draws them).
 */
export default function ProfilePage() {
  const { userId } = useParams();
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const session = useSession();
  const id = userId ?? session.data?.user.id;
  const profile = usePublicProfile(id);
  const underDashboard = pathname.startsWith('/dashboard/');
  useItemTitle(profile.data ? personName(profile.data, t) : null);

  let content;
  if (profile.isPending) content = <ProfileSkeleton />;
  else if (profile.error?.status === 404) content = <ProfileNotFound />;
  else if (!profile.data) content = <ProfileLoadError onRetry={() => void profile.refetch()} />;
  else
    content = (
      <>
        <ProfileHeader profile={profile.data} underDashboard={underDashboard} />
        {profile.data.accountType === 'business' ? (
          <BusinessServices businessId={profile.data.id} isOwner={profile.data.isSelf} />
        ) : null}
        {profile.data.restricted ? null : <ProfilePosts userId={profile.data.id} />}
      </>
    );
  return <div className="mx-auto flex max-w-2xl flex-col gap-6">{content}</div>;
}
