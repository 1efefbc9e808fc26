import { useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { postLimits, updateCommentSchema, type Comment } from '@aebro/shared/posts';
import { fieldErrorText } from '@/lib/form-errors';
import { CharacterCount } from './character-count';
import type { CommentPages } from './comment-item';
import { EditButtons, EditError, EditTextField } from './edit-text-field';
import { postErrorKey } from './post-errors';
import { postKeys, updateComment } from './posts-api';

/** Edits my comment in place (PATCH), with the rules of writing one; its earlier text is kept. */
export function EditCommentForm({ comment, onDone }: { comment: Comment; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(updateCommentSchema),
    defaultValues: { body: comment.body },
  });
  const body = useWatch({ control: form.control, name: 'body' });
  const busy = form.formState.isSubmitting;
  const error = fieldErrorText(t, form.formState.errors.body?.message) ?? failure;

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
      <EditTextField
        id={id}
        label={t('posts.comments.editLabel')}
        labelVisible={false}
        field={form.register('body')}
        error={error}
        busy={busy}
        rows={2}
        className="min-h-16"
        onCancel={onDone}
      />
      <EditError id={id} error={error} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CharacterCount id={`${id}-count`} used={body.length} max={postLimits.commentMax} />
        <EditButtons busy={busy} onCancel={onDone} size="sm" />
      </div>
    </form>
  );
}
