import { UserCheck, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useFollow } from './use-follow';

interface FollowButtonProps {
  personId: string;
  name: string;
  isFollowing: boolean;
  followsYou?: boolean;
  size?: 'sm' | 'default';
  className?: string;
}

/** Follow / Unfollow for one person: optimistic, disabled while the server answers. */
export function FollowButton({
  personId,
  name,
  isFollowing,
  followsYou = false,
  size = 'sm',
  className,
}: FollowButtonProps) {
  const { t } = useTranslation();
  const follow = useFollow();
  const label = isFollowing
    ? t('people.follow.unfollow')
    : followsYou
      ? t('people.follow.followBack')
      : t('people.follow.follow');
  const accessibleName = isFollowing
    ? t('people.follow.unfollowName', { name })
    : followsYou
      ? t('people.follow.followBackName', { name })
      : t('people.follow.followName', { name });
  return (
    <Button
      type="button"
      size={size}
      variant={isFollowing ? 'outline' : 'default'}
      className={className}
      disabled={follow.isPending}
      aria-busy={follow.isPending}
      aria-label={accessibleName}
      onClick={() => follow.mutate({ id: personId, follow: !isFollowing })}
    >
      {isFollowing ? <UserCheck aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
      {label}
    </Button>
  );
}
