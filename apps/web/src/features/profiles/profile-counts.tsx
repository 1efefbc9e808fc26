import type { PublicProfile } from '@aebro/shared/connections';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { connectionsPath } from './use-public-profile';
import { numberFormat } from '@/lib/locale-format';

interface ProfileCountsProps {
  id: string;
  counts: NonNullable<PublicProfile['counts']>;
  underDashboard: boolean;
}

const linkClass =
  'rounded-md outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50';

/** Posts, followers and following; the last two open the connections screen on their tab. */
export function ProfileCounts({ id, counts, underDashboard }: ProfileCountsProps) {
  const { t, i18n } = useTranslation();
  const number = numberFormat(i18n.language);
  const item = (count: number, key: 'posts' | 'followers' | 'following') => (
    <>
      <strong className="font-semibold text-foreground">{number.format(count)}</strong>{' '}
      {t(`people.profile.counts.${key}`, { count })}
    </>
  );
  return (
    <ul
      className="flex flex-wrap justify-center gap-x-5 gap-y-1 text-sm text-muted-foreground sm:justify-start"
      aria-label={t('people.profile.counts.label')}
    >
      <li>{item(counts.posts, 'posts')}</li>
      <li>
        <Link to={connectionsPath(id, 'followers', underDashboard)} className={linkClass}>
          {item(counts.followers, 'followers')}
        </Link>
      </li>
      <li>
        <Link to={connectionsPath(id, 'following', underDashboard)} className={linkClass}>
          {item(counts.following, 'following')}
        </Link>
      </li>
    </ul>
  );
}
