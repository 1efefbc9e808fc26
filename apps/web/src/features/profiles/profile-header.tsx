import type { PublicProfile } from '@aebro/shared/connections';
import Lock from 'lucide-react/icons/lock';
import MessageCircle from 'lucide-react/icons/message-circle';
import UserRoundPen from 'lucide-react/icons/user-round-pen';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { FollowButton } from '@/features/connections/follow-button';
import { ProfileSafetyMenu } from '@/features/safety/profile-safety-menu';
import { handle, personName } from '@/features/people/person-name';
import { PresenceLine } from '@/features/people/presence-line';
import { ProfileCounts } from './profile-counts';
import { hasProfileDetails, ProfileDetails } from './profile-details';
import { VerifiedBadge } from '@/features/people/verified-badge';
import { personConversationPath } from '@/features/messages/messages-api';

interface ProfileHeaderProps {
  profile: PublicProfile;
  underDashboard: boolean;
}

/**
 * The top of a profile page. A private profile that I do not follow shows only its name and avatar,
 * says that it is private and offers to follow (SPEC §6).
 */
export function ProfileHeader({ profile, underDashboard }: ProfileHeaderProps) {
  const { t } = useTranslation();
  const name = personName(profile, t);
  const follow = profile.isSelf ? null : (
    <FollowButton
      personId={profile.id}
      name={name}
      isFollowing={profile.isFollowing}
      followRequested={profile.followRequested}
      followsYou={profile.followsYou}
      size="default"
    />
  );
  return (
    <section
      aria-labelledby="profile-name"
      className="rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-6"
    >
      <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:items-start sm:text-left">
        <Avatar name={name} src={profile.avatarUrl} size="lg" online={profile.online === true} />
        <div className="flex min-w-0 flex-1 flex-col items-center gap-2 sm:items-start">
          <h2 id="profile-name" className="flex max-w-full items-center gap-2 text-2xl font-bold">
            <span className="break-words">{name}</span>
            {!profile.restricted && profile.accountType === 'business' && profile.isVerified ? (
              <VerifiedBadge className="size-6" />
            ) : null}
          </h2>
          {profile.restricted ? null : (
            <>
              <p className="flex flex-wrap items-center justify-center gap-2 text-muted-foreground sm:justify-start">
                <span className="break-all">{handle(profile.username)}</span>
                {profile.followsYou ? (
                  <span className="rounded-full bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground">
                    {t('people.profile.followsYou')}
                  </span>
                ) : null}
              </p>
              <PresenceLine online={profile.online} lastSeenAt={profile.lastSeenAt} />
              {profile.counts ? (
                <ProfileCounts
                  id={profile.id}
                  counts={profile.counts}
                  underDashboard={underDashboard}
                />
              ) : null}
            </>
          )}
          <div className="mt-2 flex flex-wrap justify-center gap-2 sm:justify-start">
            {follow}
            {!profile.restricted && !profile.isSelf && profile.allowNewMessages ? (
              <Button asChild variant="outline">
                <Link to={personConversationPath(profile.id)}>
                  <MessageCircle aria-hidden="true" />
                  {t('people.profile.message')}
                </Link>
              </Button>
            ) : null}
            {profile.isSelf ? null : <ProfileSafetyMenu personId={profile.id} name={name} />}
            {profile.isSelf ? (
              <Button asChild variant="outline">
                <Link to="/edit-profile">
                  <UserRoundPen aria-hidden="true" />
                  {t('people.profile.edit')}
                </Link>
              </Button>
            ) : null}
          </div>
        </div>
      </div>
      {profile.restricted ? (
        <p className="mt-5 flex items-start gap-3 rounded-lg bg-muted p-4 text-sm">
          <Lock className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span>
            <strong className="block font-semibold">{t('people.profile.private.title')}</strong>
            {profile.followRequested
              ? t('people.profile.private.requested', { name })
              : t('people.profile.private.text', { name })}
          </span>
        </p>
      ) : hasProfileDetails(profile) ? (
        <div className="mt-5 border-t pt-5">
          <ProfileDetails profile={profile} />
        </div>
      ) : null}
    </section>
  );
}
