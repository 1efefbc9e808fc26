import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import ChartBar from 'lucide-react/icons/chart-bar';
import ImagePlus from 'lucide-react/icons/image-plus';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { postLimits } from '@aebro/shared/post-limits';
import { Avatar } from '@/components/ui/avatar';
import { Button, buttonVariants } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { GeezTypingToggle } from '@/features/geez-typing/geez-typing-toggle';
import { useGeezTyping } from '@/features/geez-typing/use-geez-typing';
import { useSession } from '@/features/session/use-session';
import { ApiRequestError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { fieldErrorText, validationKeyOf } from '@/lib/form-errors';
import { AudienceSelect } from './audience-select';
import { authorName } from './author-name';
import { CharacterCount } from './character-count';
import { ComposerPhotos } from './composer-photos';
import { ComposerPoll } from './composer-poll';
import type { ComposerValues } from './composer-schema';
import { photoLimits } from './image-upload';
import { addCreatedPost } from './post-cache';
import { postErrorKey } from './post-errors';
import { emptyPollDraft } from './poll-request';
import { createPost } from './posts-api';
import { usePhotoUploads } from './use-photo-uploads';

/** The posts' schemas (and zod) load when the composer is first focused, not with the feed. */
const loadComposerSchema = () => import('./composer-schema');

/** The text of a refused post: the server's validation text in our words when we know it. */
function createErrorText(t: (key: string) => string, error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 400) {
    const message = error.issues[0]?.message ?? error.message;
    const key = validationKeyOf(message);
    return key ? t(key) : message;
  }
  return t(postErrorKey(error, 'other'));
}

/**
 * Writing a post at the top of the home feed: text with a counter, up to 4 photos, the audience. In a
 * community's feed (`communityId`) the post is for that community, so there is no audience to choose.
 */
export function Composer({ communityId }: { communityId?: string } = {}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const profile = useSession().data?.profile;
  const id = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  useGeezTyping(textarea);
  const [failure, setFailure] = useState<string | null>(null);
  const [published, setPublished] = useState(false);
  const uploads = usePhotoUploads();
  const uploading = uploads.photos.some((photo) => photo.status === 'uploading');
  const full = uploads.photos.length >= postLimits.imagesMax;
  const name = profile ? authorName(profile) : '';
  const imageKeys = uploads.photos.flatMap((photo) => (photo.image ? [photo.image.key] : []));
  const form = useForm<ComposerValues>({
    // The schema is loaded before the first check (see `onSubmit`).
    resolver: async (values, context, options) => {
      const { composerSchema } = await loadComposerSchema();
      return await zodResolver(composerSchema(imageKeys, communityId))(values, context, options);
    },
    defaultValues: { body: '', audience: 'public', withPoll: false, poll: emptyPollDraft() },
  });
  const body = useWatch({ control: form.control, name: 'body' });
  const withPoll = useWatch({ control: form.control, name: 'withPoll' });
  const busy = form.formState.isSubmitting;
  const error = failure ?? fieldErrorText(t, form.formState.errors.body?.message);
  const { ref, ...bodyField } = form.register('body', {
    onChange: () => {
      setPublished(false);
      setFailure(null);
    },
  });

  const publish = form.handleSubmit(async (values) => {
    try {
      const { composerRequest } = await loadComposerSchema();
      const post = await createPost(composerRequest(values, imageKeys, communityId));
      addCreatedPost(queryClient, post);
      form.reset({
        body: '',
        audience: values.audience,
        withPoll: false,
        poll: emptyPollDraft(),
      });
      uploads.clear();
      setPublished(true);
    } catch (caught) {
      setFailure(createErrorText(t, caught));
    }
  });

  const onSubmit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (busy || uploading) return;
    setPublished(false);
    setFailure(null);
    if (uploads.photos.some((photo) => photo.status === 'failed')) {
      setFailure(t('posts.composer.removeFailed'));
      return;
    }
    try {
      await loadComposerSchema();
    } catch (loadError) {
      setFailure(createErrorText(t, loadError));
      return;
    }
    await publish();
  };

  const describedBy = [error ? `${id}-error` : null, `${id}-count`].filter(Boolean).join(' ');
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border bg-card p-4 shadow-sm">
      <h2 id={`${id}-title`} className="sr-only">
        {t('posts.composer.title')}
      </h2>
      <form className="flex flex-col gap-3" onSubmit={(event) => void onSubmit(event)} noValidate>
        <div className="flex gap-3">
          <span className="hidden sm:block">
            <Avatar name={name} src={profile?.avatarUrl} />
          </span>
          <div className="flex flex-1 flex-col gap-1">
            <label htmlFor={`${id}-body`} className="sr-only">
              {t('posts.composer.label')}
            </label>
            <Textarea
              {...bodyField}
              ref={(element) => {
                ref(element);
                textarea.current = element;
              }}
              id={`${id}-body`}
              placeholder={t('posts.composer.placeholder')}
              onFocus={() => void loadComposerSchema().catch(() => undefined)}
              aria-invalid={Boolean(error)}
              aria-describedby={describedBy}
              disabled={busy}
              rows={3}
            />
            <div className="flex justify-end">
              <CharacterCount id={`${id}-count`} used={body.length} max={postLimits.bodyMax} />
            </div>
          </div>
        </div>
        <ComposerPhotos photos={uploads.photos} onRemove={uploads.remove} disabled={busy} />
        {withPoll ? (
          <ComposerPoll
            id={id}
            control={form.control}
            register={form.register}
            disabled={busy}
            error={fieldErrorText(t, form.formState.errors.poll?.message)}
            onRemove={() => {
              form.setValue('withPoll', false);
              form.setValue('poll', emptyPollDraft());
              form.clearErrors('poll');
            }}
          />
        ) : null}
        {uploads.problem ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {t(uploads.problem.key, uploads.problem.values)}
          </p>
        ) : null}
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
        <p role="status" className="sr-only">
          {published ? t('posts.composer.published') : ''}
        </p>
        <div className="flex flex-wrap items-center gap-2 border-t pt-3">
          <input
            id={`${id}-photos`}
            type="file"
            multiple
            accept={photoLimits.types.join(',')}
            className="peer sr-only"
            disabled={busy || full}
            aria-describedby={`${id}-photos-hint`}
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              uploads.add(files);
            }}
          />
          <label
            htmlFor={`${id}-photos`}
            className={cn(
              buttonVariants({ variant: 'ghost', size: 'sm' }),
              'cursor-pointer peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50 peer-disabled:pointer-events-none peer-disabled:opacity-50',
            )}
          >
            <ImagePlus aria-hidden="true" className="text-primary" />
            {t('posts.composer.addPhotos')}
          </label>
          <span id={`${id}-photos-hint`} className="sr-only">
            {t('posts.composer.photosHint', { max: postLimits.imagesMax })}
          </span>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-pressed={withPoll}
            disabled={busy}
            onClick={() => {
              form.setValue('withPoll', !withPoll);
              if (withPoll) form.setValue('poll', emptyPollDraft());
              // The first option's field takes the focus when the poll opens.
              else requestAnimationFrame(() => document.getElementById(`${id}-option-0`)?.focus());
            }}
          >
            <ChartBar aria-hidden="true" className="text-primary" />
            {t('posts.poll.add')}
          </Button>
          <GeezTypingToggle onToggle={() => textarea.current?.focus()} />
          {communityId ? null : (
            <Controller
              control={form.control}
              name="audience"
              render={({ field }) => (
                <AudienceSelect
                  id={`${id}-audience`}
                  value={field.value}
                  onChange={field.onChange}
                  disabled={busy}
                />
              )}
            />
          )}
          <Button type="submit" className="ml-auto" disabled={busy || uploading}>
            {busy
              ? t('posts.composer.posting')
              : uploading
                ? t('posts.composer.waitForPhotos')
                : t('posts.composer.post')}
          </Button>
        </div>
      </form>
    </section>
  );
}
