import Newspaper from 'lucide-react/icons/newspaper';
import PenLine from 'lucide-react/icons/pen-line';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useSession } from '@/features/session/use-session';
import { PostList, usePostList } from './post-list';

/** The posts of one person, as the viewer may see them, on their profile page. */
export function ProfilePosts({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const mine = useSession().data?.user.id === userId;
  const query = usePostList('profile', userId);
  return (
    <section aria-labelledby="profile-posts-title" className="flex flex-col gap-4">
      <h2 id="profile-posts-title" className="text-lg font-semibold">
        {t('posts.profile.title')}
      </h2>
      <PostList
        query={query}
        empty={
          <EmptyState
            icon={Newspaper}
            title={mine ? t('posts.profile.emptyMine') : t('posts.profile.empty')}
          >
            {mine ? (
              <Button asChild variant="outline">
                <Link to="/dashboard">
                  <PenLine aria-hidden="true" />
                  {t('posts.profile.writeFirst')}
                </Link>
              </Button>
            ) : null}
          </EmptyState>
        }
      />
    </section>
  );
}
