import Clock from 'lucide-react/icons/clock';
import UserCheck from 'lucide-react/icons/user-check';
import UserPlus from 'lucide-react/icons/user-plus';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useFollow } from './use-follow';

interface FollowButtonProps {
  personId: string;
  name: string;
  isFollowing: boolean;
  /** I asked to follow this private profile and wait for its owner's answer. */
  followRequested?: boolean;
  followsYou?: boolean;
  size?: 'sm' | 'default';
  className?: string;
}

/** Follow / Unfollow for one person: optimistic, disabled while the server answers. */
export function FollowButton({
  personId,
  name,
  isFollowing,
  followRequested = false,
  followsYou = false,
  size = 'sm',
  className,
}: FollowButtonProps) {
  const { t } = useTranslation();
  const follow = useFollow();
  // Following or asked: a click takes it back (unfollows, or withdraws the request).
  const active = isFollowing || followRequested;
  const label = isFollowing
    ? t('people.follow.unfollow')
    : followRequested
      ? t('people.follow.requested')
      : followsYou
        ? t('people.follow.followBack')
        : t('people.follow.follow');
  const accessibleName = isFollowing
    ? t('people.follow.unfollowName', { name })
    : followRequested
      ? t('people.follow.withdrawName', { name })
      : followsYou
        ? t('people.follow.followBackName', { name })
        : t('people.follow.followName', { name });
  return (
    <Button
      type="button"
      size={size}
      variant={active ? 'outline' : 'default'}
      className={className}
      disabled={follow.isPending}
      aria-busy={follow.isPending}
      aria-label={accessibleName}
      onClick={() => follow.mutate({ id: personId, follow: !active })}
    >
      {isFollowing ? (
        <UserCheck aria-hidden="true" />
      ) : followRequested ? (
        <Clock aria-hidden="true" />
      ) : (
        <UserPlus aria-hidden="true" />
      )}
      {label}
    </Button>
  );
}
