import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import Lock from 'lucide-react/icons/lock';
import { useEffect, useId, useMemo, useRef, useState, type RefObject } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { createCommentSchema, postLimits, type Comment, type Post } from '@aebro/shared/posts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { useOnReconnect } from '@/lib/realtime';
import { fieldErrorText } from '@/lib/form-errors';
import { CharacterCount } from './character-count';
import { CommentItem, type CommentPages } from './comment-item';
import { setCachedCounts } from './post-cache';
import { trustCapOf, useTrustCapText } from '@/features/safety/trust-cap';
import { postErrorKey } from './post-errors';
import { createComment, fetchComments, postKeys } from './posts-api';

/** Comments in order, each once: one I just added may come again with a later page, where it belongs. */
function orderedComments(data: CommentPages | undefined): Comment[] {
  const all = data?.pages.flatMap((page) => page.items) ?? [];
  const lastIndex = new Map(all.map((comment, index) => [comment.id, index]));
  return all.filter((comment, index) => lastIndex.get(comment.id) === index);
}

interface CommentsSectionProps {
  post: Post;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
}

/** A post's comments, oldest first, with "Load more" for newer ones, and the comment box. */
export function CommentsSection({ post, textareaRef }: CommentsSectionProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const query = useInfiniteQuery({
    queryKey: postKeys.comments(post.id),
    queryFn: ({ pageParam, signal }) => fetchComments(post.id, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const comments = useMemo(() => orderedComments(query.data), [query.data]);
  const { refetch, hasNextPage, isSuccess } = query;

  // Someone else commented or deleted (the live count moved): fetch the list again when it is all here.
  // Only a change of the count triggers it, not the list changing under it.
  const total = post.counts.comments;
  const latest = useRef({ isSuccess, hasNextPage, loaded: comments.length, refetch });
  useEffect(() => {
    latest.current = { isSuccess, hasNextPage, loaded: comments.length, refetch };
  });
  useEffect(() => {
    const now = latest.current;
    if (now.isSuccess && !now.hasNextPage && total !== now.loaded) void now.refetch();
  }, [total]);
  useOnReconnect(() => void refetch());

  return (
    <section
      aria-labelledby="comments-title"
      className="flex flex-col gap-2 rounded-xl border bg-card p-4 shadow-sm"
    >
      <h3 ref={heading} id="comments-title" tabIndex={-1} className="font-semibold outline-none">
        {t('posts.comments.title', { count: total })}
      </h3>
      {query.isPending ? (
        <div aria-hidden="true" className="flex flex-col gap-3 py-2">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ) : query.isError && !query.data ? (
        <Alert tone="error" title={t('common.somethingWentWrong')}>
          <Button variant="outline" size="sm" className="self-start" onClick={() => void refetch()}>
            {t('common.tryAgain')}
          </Button>
        </Alert>
      ) : comments.length === 0 ? (
        <p className="py-2 text-sm text-muted-foreground">
          {post.allows.comments ? t('posts.comments.empty') : t('posts.comments.noneYet')}
        </p>
      ) : (
        <ul className="flex flex-col divide-y">
          {comments.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              communityId={post.community?.id ?? null}
              onDeleted={() => heading.current?.focus()}
            />
          ))}
        </ul>
      )}
      {query.isFetchNextPageError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {t('common.somethingWentWrong')}
        </p>
      ) : null}
      {hasNextPage ? (
        <Button
          variant="outline"
          className="self-center"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? t('posts.list.loadingMore') : t('posts.comments.loadMore')}
        </Button>
      ) : null}
      {post.commentsLocked ? (
        <p className="flex items-center gap-2 rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
          <Lock className="size-4" aria-hidden="true" />
          {t('posts.comments.locked')}
        </p>
      ) : post.allows.comments ? (
        <CommentForm post={post} textareaRef={textareaRef} />
      ) : (
        <p className="text-sm text-muted-foreground">{t('posts.comments.turnedOff')}</p>
      )}
    </section>
  );
}

function CommentForm({ post, textareaRef }: CommentsSectionProps) {
  const { t } = useTranslation();
  const capText = useTrustCapText();
  const queryClient = useQueryClient();
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const form = useForm({ resolver: zodResolver(createCommentSchema), defaultValues: { body: '' } });
  const body = useWatch({ control: form.control, name: 'body' });
  const busy = form.formState.isSubmitting;
  const error = fieldErrorText(t, form.formState.errors.body?.message) ?? failure;
  const { ref, ...field } = form.register('body', {
    onChange: () => {
      setSent(false);
      setFailure(null);
    },
  });

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const comment = await createComment(post.id, values.body);
      queryClient.setQueryData<CommentPages>(postKeys.comments(post.id), (data) => {
        if (!data) return data;
        const pages = [...data.pages];
        const last = pages.at(-1);
        if (last) pages[pages.length - 1] = { ...last, items: [...last.items, comment] };
        return { ...data, pages };
      });
      // A held comment (issue 37) counts once an admin approves it.
      if (!comment.held)
        setCachedCounts(queryClient, post.id, { comments: post.counts.comments + 1 });
      form.reset();
      setSent(true);
    } catch (caught) {
      const cap = trustCapOf(caught);
      setFailure(cap ? capText(cap) : t(postErrorKey(caught, 'comment')));
    }
  });

  return (
    <form
      className="flex flex-col gap-2 border-t pt-3"
      onSubmit={(event) => {
        setSent(false);
        void submit(event);
      }}
      noValidate
    >
      <label htmlFor="comment" className="text-sm font-medium">
        {t('posts.comments.label')}
      </label>
      <Textarea
        {...field}
        ref={(element) => {
          ref(element);
          textareaRef.current = element;
        }}
        id="comment"
        rows={2}
        className="min-h-16"
        placeholder={t('posts.comments.placeholder')}
        aria-invalid={Boolean(error)}
        aria-describedby={[error ? `${id}-error` : null, `${id}-count`].filter(Boolean).join(' ')}
        disabled={busy}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <p role="status" className="sr-only">
        {sent ? t('posts.comments.sent') : ''}
      </p>
      <div className="flex items-center justify-between gap-2">
        <CharacterCount id={`${id}-count`} used={body.length} max={postLimits.commentMax} />
        <Button type="submit" disabled={busy}>
          {busy ? t('posts.comments.sending') : t('posts.comments.submit')}
        </Button>
      </div>
    </form>
  );
}
