import Newspaper from 'lucide-react/icons/newspaper';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PostList, usePostList } from '@/features/posts/post-list';

/** /posts: everyone's public posts, newest first. */
export default function PostsPage() {
  const { t } = useTranslation();
  const query = usePostList('public');
  return (
    <section
      aria-labelledby="posts-title"
      className="mx-auto flex w-full max-w-[40rem] flex-col gap-4"
    >
      <div>
        <h2 id="posts-title" className="text-2xl font-bold">
          {t('screens.posts')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('posts.page.publicIntro')}</p>
      </div>
      <PostList
        query={query}
        empty={
          <EmptyState icon={Newspaper} title={t('posts.page.publicEmpty')}>
            <Button asChild>
              <Link to="/dashboard">{t('posts.page.writeFirst')}</Link>
            </Button>
          </EmptyState>
        }
      />
    </section>
  );
}
