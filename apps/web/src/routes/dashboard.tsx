import UserRoundPen from 'lucide-react/icons/user-round-pen';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { BusinessLogoPrompt } from '@/features/business/business-logo-prompt';
import { RegisterBusinessCard } from '@/features/business/register-business-card';
import { HolidayGreetingCard } from '@/features/holidays/holiday-greeting-card';
import { ComposerOnDemand } from '@/features/posts/composer-on-demand';
import { HomeFeed } from '@/features/posts/home-feed';
import { postListQuery } from '@/features/posts/post-list';
import { useSession } from '@/features/session/use-session';
import { earlyFirstPage } from '@/lib/first-visit-data';

/**
 * On a first visit the entry has asked for the feed's first page (early-feed.ts): the screen's
 * first render waits for it (routes.tsx), so that it shows the posts, not their skeletons.
 */
export const firstVisitData = earlyFirstPage('/api/v1/feed', postListQuery('feed'));

/**
 * /dashboard: a greeting on a holiday, what a new account can do now (finish the profile; for a member, register a business;
 * for a business without a logo, add one), the composer, and the home feed.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const profile = useSession().data?.profile;
  return (
    <div className="mx-auto flex w-full max-w-[40rem] flex-col gap-4">
      <HolidayGreetingCard />
      {profile && !profile.profileComplete ? (
        <section
          aria-labelledby="finish-profile-title"
          className="flex flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm sm:flex-row sm:items-center"
        >
          <span className="inline-grid size-11 shrink-0 place-items-center rounded-lg bg-secondary text-primary">
            <UserRoundPen className="size-6" aria-hidden="true" />
          </span>
          <div className="flex-1">
            <h2 id="finish-profile-title" className="font-semibold">
              {t('dashboard.finishProfileTitle')}
            </h2>
            <p className="text-sm text-muted-foreground">{t('dashboard.finishProfileText')}</p>
          </div>
          <Button asChild>
            <Link to="/complete-profile">{t('dashboard.finishProfile')}</Link>
          </Button>
        </section>
      ) : null}
      {profile?.accountType === 'community' ? <RegisterBusinessCard userId={profile.id} /> : null}
      {profile?.accountType === 'business' && !profile.avatarUrl ? (
        <BusinessLogoPrompt userId={profile.id} />
      ) : null}
      <ComposerOnDemand />
      <HomeFeed />
    </div>
  );
}
