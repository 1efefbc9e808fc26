import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Community } from '@aebro/shared/communities';
import { CommunityIcon } from './community-icon';
import { PrivacyBadge } from './privacy-badge';
import { numberFormat } from '@/lib/locale-format';

/** One community in a list: icon, name, privacy, member count, the start of its description. */
export function CommunityCard({ community }: { community: Community }) {
  const { t, i18n } = useTranslation();
  const count = numberFormat(i18n.resolvedLanguage).format(community.memberCount);
  const role = community.viewer.membership;
  return (
    <li>
      <Link
        to={`/community/${community.id}`}
        className="flex items-start gap-3 rounded-xl border bg-card p-4 shadow-sm outline-none transition-colors hover:bg-muted/60 focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <CommunityIcon name={community.name} src={community.iconUrl} />
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="truncate font-semibold">{community.name}</span>
          <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
            <PrivacyBadge privacy={community.privacy} />
            <span>
              {t('communities.memberCount', { count: community.memberCount, formatted: count })}
            </span>
            {role === 'admin' || role === 'member' || role === 'pending' ? (
              <span className="font-medium text-primary">{t(`communities.role.${role}`)}</span>
            ) : null}
          </span>
          <span className="line-clamp-2 text-sm text-muted-foreground">
            {community.description}
          </span>
        </span>
      </Link>
    </li>
  );
}

/** A placeholder card of the same size while a list loads. */
export function CommunityCardSkeleton() {
  return (
    <li className="flex items-start gap-3 rounded-xl border bg-card p-4" aria-hidden="true">
      <span className="size-12 shrink-0 animate-pulse rounded-xl bg-muted motion-reduce:animate-none" />
      <span className="flex flex-1 flex-col gap-2">
        <span className="h-4 w-48 max-w-full animate-pulse rounded bg-muted motion-reduce:animate-none" />
        <span className="h-3 w-32 animate-pulse rounded bg-muted motion-reduce:animate-none" />
        <span className="h-3 w-full animate-pulse rounded bg-muted motion-reduce:animate-none" />
      </span>
    </li>
  );
}
