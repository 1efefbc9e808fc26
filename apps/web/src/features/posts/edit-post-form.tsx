import { useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { postLimits, updatePostSchema, type Post } from '@aebro/shared/posts';
import { fieldErrorText } from '@/lib/form-errors';
import { AudienceSelect } from './audience-select';
import { CharacterCount } from './character-count';
import { EditButtons, EditError, EditTextField } from './edit-text-field';
import { updateCachedPost } from './post-cache';
import { postErrorKey } from './post-errors';
import { postKeys, updatePost } from './posts-api';

interface EditPostFormProps {
  post: Post;
  onDone: () => void;
}

/** The edit's rules: the shared ones, and a post left without text needs its photos. */
function editSchema(hasPhotos: boolean) {
  return updatePostSchema.refine((value) => Boolean(value.body) || hasPhotos, {
    message: 'validation.postEmpty',
    path: ['body'],
  });
}

/** Edits my post in place: its text and who can see it (PATCH). Photos stay as they are. */
export function EditPostForm({ post, onDone }: EditPostFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(editSchema(post.images.length > 0)),
    // A community's post stays in its community: it has no audience to choose.
    defaultValues: {
      body: post.body,
      audience: post.audience === 'community' ? undefined : post.audience,
    },
  });
  const body = useWatch({ control: form.control, name: 'body' }) ?? '';
  const busy = form.formState.isSubmitting;
  const error = fieldErrorText(t, form.formState.errors.body?.message) ?? failure;

  const submit = form.handleSubmit(async (values) => {
    try {
      const updated = await updatePost(post.id, values);
      updateCachedPost(queryClient, post.id, () => updated);
      void queryClient.invalidateQueries({ queryKey: postKeys.history('post', post.id) });
      onDone();
    } catch (caught) {
      setFailure(t(postErrorKey(caught, 'other')));
    }
  });

  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        setFailure(null);
        void submit(event);
      }}
      noValidate
    >
      <EditTextField
        id={id}
        label={t('posts.edit.label')}
        labelVisible
        field={form.register('body')}
        error={error}
        busy={busy}
        rows={4}
        onCancel={onDone}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        {post.audience === 'community' ? (
          <span />
        ) : (
          <Controller
            control={form.control}
            name="audience"
            render={({ field: audience }) => (
              <AudienceSelect
                id={`${id}-audience`}
                value={audience.value ?? 'public'}
                onChange={audience.onChange}
                disabled={busy}
              />
            )}
          />
        )}
        <CharacterCount id={`${id}-count`} used={body.length} max={postLimits.bodyMax} />
      </div>
      <EditError id={id} error={error} />
      <EditButtons busy={busy} onCancel={onDone} className="justify-end" />
    </form>
  );
}
