import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { postLimits, updatePostSchema, type Audience, type Post } from '@aebro/shared/posts';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { fieldErrorText } from '@/lib/form-errors';
import { AudienceSelect } from './audience-select';
import { CharacterCount } from './character-count';
import { updateCachedPost } from './post-cache';
import { postErrorKey } from './post-errors';
import { updatePost } from './posts-api';

interface EditPostFormProps {
  post: Post;
  onDone: () => void;
}

/** Edits my post in place: its text and who can see it (PATCH). Photos stay as they are. */
export function EditPostForm({ post, onDone }: EditPostFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const id = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [body, setBody] = useState(post.body);
  const [audience, setAudience] = useState<Audience>(post.audience);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const element = textarea.current;
    element?.focus();
    element?.setSelectionRange(element.value.length, element.value.length);
  }, []);

  const onSubmit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (busy) return;
    const parsed = updatePostSchema.safeParse({ body, audience });
    if (!parsed.success) {
      setError(fieldErrorText(t, parsed.error.issues[0]?.message) ?? null);
      return;
    }
    if (!parsed.data.body && post.images.length === 0) {
      setError(t('validation.postEmpty'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const updated = await updatePost(post.id, parsed.data);
      updateCachedPost(queryClient, post.id, () => updated);
      onDone();
    } catch (failure) {
      setError(t(postErrorKey(failure, 'other')));
      setBusy(false);
    }
  };

  return (
    <form className="flex flex-col gap-3" onSubmit={(event) => void onSubmit(event)} noValidate>
      <label htmlFor={`${id}-body`} className="text-sm font-medium">
        {t('posts.edit.label')}
      </label>
      <Textarea
        ref={textarea}
        id={`${id}-body`}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={[error ? `${id}-error` : null, `${id}-count`].filter(Boolean).join(' ')}
        disabled={busy}
        rows={4}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !busy) {
            event.stopPropagation();
            onDone();
          }
        }}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <AudienceSelect
          id={`${id}-audience`}
          value={audience}
          onChange={setAudience}
          disabled={busy}
        />
        <CharacterCount id={`${id}-count`} used={body.length} max={postLimits.bodyMax} />
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone} disabled={busy}>
          {t('posts.edit.cancel')}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? t('posts.edit.saving') : t('posts.edit.save')}
        </Button>
      </div>
    </form>
  );
}
