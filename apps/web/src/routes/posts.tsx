import { Newspaper } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
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
          <div className="flex flex-col items-center gap-3 rounded-xl border bg-card px-5 py-10 text-center shadow-sm">
            <Newspaper className="size-8 text-primary" aria-hidden="true" />
            <p className="font-semibold">{t('posts.page.publicEmpty')}</p>
            <Button asChild>
              <Link to="/dashboard">{t('posts.page.writeFirst')}</Link>
            </Button>
          </div>
        }
      />
    </section>
  );
}
