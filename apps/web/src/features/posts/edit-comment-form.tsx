import { useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { postLimits, updateCommentSchema, type Comment } from '@aebro/shared/posts';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { fieldErrorText } from '@/lib/form-errors';
import { CharacterCount } from './character-count';
import type { CommentPages } from './comment-item';
import { postErrorKey } from './post-errors';
import { postKeys, updateComment } from './posts-api';

/** Edits my comment in place (PATCH), with the rules of writing one; its earlier text is kept. */
export function EditCommentForm({ comment, onDone }: { comment: Comment; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const id = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(updateCommentSchema),
    defaultValues: { body: comment.body },
  });
  const body = useWatch({ control: form.control, name: 'body' });
  const busy = form.formState.isSubmitting;
  const error = fieldErrorText(t, form.formState.errors.body?.message) ?? failure;
  const { ref, ...field } = form.register('body');

  useEffect(() => {
    const element = textarea.current;
    element?.focus();
    element?.setSelectionRange(element.value.length, element.value.length);
  }, []);

  const submit = form.handleSubmit(async (values) => {
    try {
      const updated = await updateComment(comment.id, values.body);
      queryClient.setQueryData<CommentPages>(postKeys.comments(comment.postId), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((item) => (item.id === comment.id ? updated : item)),
              })),
            }
          : data,
      );
      void queryClient.invalidateQueries({ queryKey: postKeys.history('comment', comment.id) });
      onDone();
    } catch (caught) {
      setFailure(t(postErrorKey(caught, 'other')));
    }
  });

  return (
    <form
      className="flex flex-col gap-2 pl-11"
      onSubmit={(event) => {
        setFailure(null);
        void submit(event);
      }}
      noValidate
    >
      <label htmlFor={`${id}-body`} className="sr-only">
        {t('posts.comments.editLabel')}
      </label>
      <Textarea
        {...field}
        ref={(element) => {
          ref(element);
          textarea.current = element;
        }}
        id={`${id}-body`}
        rows={2}
        className="min-h-16"
        aria-invalid={Boolean(error)}
        aria-describedby={[error ? `${id}-error` : null, `${id}-count`].filter(Boolean).join(' ')}
        disabled={busy}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !busy) {
            event.stopPropagation();
            onDone();
          }
        }}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CharacterCount id={`${id}-count`} used={body.length} max={postLimits.commentMax} />
        <div className="flex gap-2">
          <Button type="button" variant="outline" size="sm" onClick={onDone} disabled={busy}>
            {t('posts.edit.cancel')}
          </Button>
          <Button type="submit" size="sm" disabled={busy}>
            {busy ? t('posts.edit.saving') : t('posts.edit.save')}
          </Button>
        </div>
      </div>
    </form>
  );
}
