import { useQuery } from '@tanstack/react-query';
import FileQuestion from 'lucide-react/icons/file-question-mark';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useItemTitle } from '@/features/layout/screen-title';
import { useOnReconnect } from '@/lib/realtime';
import { CommentsSection } from './comments-section';
import { PostCard } from './post-card';
import { isNotFound } from './post-errors';
import { PostSkeletons } from './post-skeleton';
import { postTitle } from './post-title';
import { fetchPost, postKeys } from './posts-api';

/** /post/{id}: one post and its comments; a post I may not see (or a deleted one) is not found. */
export function SinglePost({ postId }: { postId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const commentBox = useRef<HTMLTextAreaElement>(null);
  const query = useQuery({
    queryKey: postKeys.one(postId),
    queryFn: ({ signal }) => fetchPost(postId, signal),
    retry: (count, error) => !isNotFound(error) && count < 1,
  });
  const { refetch } = query;
  useOnReconnect(() => void refetch());
  useItemTitle(query.data ? postTitle(query.data, t) : null);

  // Links such as /post/{id}#comment (the comment button of a card) land in the comment box.
  const loaded = query.isSuccess;
  useEffect(() => {
    if (loaded && location.hash === '#comment') commentBox.current?.focus();
  }, [loaded, location.hash]);

  if (query.isPending) return <PostSkeletons count={1} />;
  if (query.isError) {
    if (isNotFound(query.error)) return <PostNotFound />;
    return (
      <Alert tone="error" title={t('common.somethingWentWrong')}>
        <p>{t('posts.list.errorText')}</p>
        <Button
          variant="outline"
          size="sm"
          className="mt-2 self-start"
          onClick={() => void refetch()}
        >
          {t('common.tryAgain')}
        </Button>
      </Alert>
    );
  }
  const post = query.data;
  return (
    <div className="flex flex-col gap-4">
      <PostCard
        post={post}
        first
        onComment={() => commentBox.current?.focus()}
        onDeleted={() => void navigate('/dashboard', { replace: true })}
      />
      <CommentsSection post={post} textareaRef={commentBox} />
    </div>
  );
}

function PostNotFound() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={FileQuestion}
      heading="h3"
      title={t('posts.notFound.title')}
      text={t('posts.notFound.text')}
    >
      <Button asChild>
        <Link to="/dashboard">{t('posts.notFound.toFeed')}</Link>
      </Button>
    </EmptyState>
  );
}
