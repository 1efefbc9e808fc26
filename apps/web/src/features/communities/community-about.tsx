import CalendarDays from 'lucide-react/icons/calendar-days';
import Globe from 'lucide-react/icons/globe';
import HelpCircle from 'lucide-react/icons/circle-question-mark';
import Lock from 'lucide-react/icons/lock';
import { useTranslation } from 'react-i18next';
import type { CommunityDetail } from '@aebro/shared/communities';
import { PostText } from '@/features/posts/post-text';
import { useDateFormat } from '@/lib/use-date-format';
import { CommunityRules } from './community-rules';

/** About: the description, who can see what, when it started, and the join question. */
export function CommunityAbout({ community }: { community: CommunityDetail }) {
  const { t } = useTranslation();
  const created = useDateFormat().date(community.createdAt, { dateStyle: 'long' });
  const PrivacyIcon = community.privacy === 'private' ? Lock : Globe;
  return (
    <>
      <section
        aria-labelledby="community-about-title"
        className="flex flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm"
      >
        <h3 id="community-about-title" className="text-lg font-semibold">
          {t('communities.page.about')}
        </h3>
        <PostText text={community.description} />
        <ul className="flex flex-col gap-3 text-sm">
          <li className="flex items-start gap-2">
            <PrivacyIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <span>
              <span className="font-medium">{t(`communities.privacy.${community.privacy}`)}</span>
              {' — '}
              {t(`communities.form.${community.privacy}Hint`)}
            </span>
          </li>
          <li className="flex items-start gap-2">
            <CalendarDays className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <span>{t('communities.page.created', { date: created })}</span>
          </li>
          {community.privacy === 'private' && community.joinQuestion ? (
            <li className="flex items-start gap-2">
              <HelpCircle className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              <span>
                <span className="font-medium">{t('communities.form.joinQuestion')}</span>
                {': '}
                {community.joinQuestion}
              </span>
            </li>
          ) : null}
        </ul>
      </section>
      {/* Non-members see the rules above the tabs already (routes/community.tsx). */}
      {community.viewer.membership === 'admin' || community.viewer.membership === 'member' ? (
        <CommunityRules rules={community.rules} />
      ) : null}
    </>
  );
}
