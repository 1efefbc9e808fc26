import ArrowLeft from 'lucide-react/icons/arrow-left';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SinglePost } from '@/features/posts/single-post';

/** /post/{id}: one post with its comments; notifications of likes, comments and saves land here. */
export default function PostPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <div className="mx-auto flex w-full max-w-[40rem] flex-col gap-4">
      <div className="flex items-center gap-2">
        <Link
          to="/dashboard"
          className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-primary hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('posts.page.backToFeed')}
        </Link>
      </div>
      <h2 className="sr-only">{t('screens.post')}</h2>
      <SinglePost key={id} postId={id} />
    </div>
  );
}
