import MessageCircle from 'lucide-react/icons/message-circle';
import Settings from 'lucide-react/icons/settings';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CommunityDetail } from '@aebro/shared/communities';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { CommunityIcon } from './community-icon';
import { MembershipActions } from './membership-actions';
import { PrivacyBadge } from './privacy-badge';
import { numberFormat } from '@/lib/locale-format';

/** Cover, icon, name, privacy, member count, and what I can do: join, leave, ask, manage. */
export function CommunityHeader({ community }: { community: CommunityDetail }) {
  const { t, i18n } = useTranslation();
  const count = numberFormat(i18n.resolvedLanguage).format(community.memberCount);
  const admin = community.viewer.membership === 'admin';
  return (
    <section
      aria-labelledby="community-name"
      className="overflow-hidden rounded-xl border bg-card shadow-sm"
    >
      <div className="aspect-[3/1] w-full bg-gradient-to-br from-primary/80 via-primary/60 to-accent/70">
        {community.coverUrl ? (
          <img src={community.coverUrl} alt="" className="size-full object-cover" />
        ) : null}
      </div>
      <div className="flex flex-col gap-4 px-4 pb-5 sm:px-6">
        <div className="-mt-10 flex items-end gap-4 sm:-mt-12">
          <CommunityIcon
            name={community.name}
            src={community.iconUrl}
            size="lg"
            className="ring-4 ring-card"
          />
        </div>
        <div className="flex flex-col gap-2">
          <h2 id="community-name" className="text-2xl leading-tight font-bold break-words">
            {community.name}
          </h2>
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <PrivacyBadge privacy={community.privacy} />
            <span>
              {t('communities.memberCount', { count: community.memberCount, formatted: count })}
            </span>
            {community.viewer.membership === 'admin' || community.viewer.membership === 'member' ? (
              <span className="font-medium text-primary">
                {t(`communities.role.${community.viewer.membership}`)}
              </span>
            ) : null}
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <MembershipActions community={community} />
          {community.viewer.membership === 'admin' || community.viewer.membership === 'member' ? (
            <Button asChild variant="outline">
              <Link to={`/dashboard/communities/${community.id}/chat`}>
                <MessageCircle aria-hidden="true" />
                {t('communities.chat.open')}
              </Link>
            </Button>
          ) : null}
          {admin ? (
            <Button asChild variant="outline">
              <Link to={`/dashboard/communities/${community.id}/manage`}>
                <Settings aria-hidden="true" />
                {t('communities.page.manage')}
                {community.pendingRequests ? (
                  <span className="ml-1 rounded-full bg-accent px-2 text-xs text-accent-foreground">
                    <span className="sr-only">
                      {t('communities.page.pendingCount', { count: community.pendingRequests })}
                    </span>
                    <span aria-hidden="true">{community.pendingRequests}</span>
                  </span>
                ) : null}
              </Link>
            </Button>
          ) : null}
        </div>
      </div>
    </section>
  );
}

/** The header's shape while the community loads. */
export function CommunityHeaderSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-label={t('communities.page.loading')}
      className="overflow-hidden rounded-xl border bg-card shadow-sm"
    >
      <Skeleton className="aspect-[3/1] w-full rounded-none" />
      <div className="flex flex-col gap-3 px-4 pb-5 sm:px-6">
        <Skeleton className="-mt-10 size-20 rounded-xl ring-4 ring-card sm:-mt-12 sm:size-24" />
        <Skeleton className="h-7 w-56 max-w-full" />
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-10 w-28" />
      </div>
    </div>
  );
}
