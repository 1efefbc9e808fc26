import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Draft } from '@aebro/shared/drafts';
import { postLimits } from '@aebro/shared/post-limits';
import { Button } from '@/components/ui/button';
import { GeezTypingToggle } from '@/features/geez-typing/geez-typing-toggle';
import { useGeezTyping } from '@/features/geez-typing/use-geez-typing';
import { useSession } from '@/features/session/use-session';
import { useTrustCapText } from '@/features/safety/trust-cap';
import { fieldErrorText } from '@/lib/form-errors';
import { AudienceSelect } from './audience-select';
import { authorName } from './author-name';
import { ComposerBody } from './composer-body';
import { createErrorText } from './composer-errors';
import { ComposerLater } from './composer-later';
import { ComposerPhotoInput, ComposerPhotos } from './composer-photos';
import { ComposerPoll, PollToggle } from './composer-poll';
import type { ComposerValues } from './composer-schema';
import { addCreatedPost } from './post-cache';
import { emptyPollDraft } from './poll-request';
import { composerValuesOf } from './draft-request';
import { createPost } from './posts-api';
import { useComposerLater, type ComposerOutcome } from './use-composer-later';
import { useFocusOnAppear } from './use-focus-on-appear';
import { usePhotoUploads } from './use-photo-uploads';

/** The posts' schemas (and zod) load when the composer is first focused, not with the feed. */
const loadComposerSchema = () => import('./composer-schema');

export interface ComposerProps {
  communityId?: string | undefined;
  /** A draft opened back into the composer (issue 36); `onDone` says what became of it. */
  draft?: Draft | undefined;
  onDone?: (outcome: ComposerOutcome) => void;
  /** What was typed before the composer loaded (ComposerOnDemand). */
  initialBody?: string | undefined;
  /** Takes the focus when it appears, the caret after the text (ComposerOnDemand). */
  autoFocus?: boolean | undefined;
}

/**
 * Writing a post at the top of the home feed: text with a counter, up to 4 photos, the audience. In a
 * community's feed (`communityId`) the post is for that community, so there is no audience to choose.
 * It can be kept as a draft or scheduled instead (issue 36).
 */
export function Composer({
  communityId: feedCommunity,
  draft,
  onDone,
  initialBody = '',
  autoFocus = false,
}: ComposerProps = {}) {
  const communityId = feedCommunity ?? draft?.community?.id;
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const profile = useSession().data?.profile;
  const id = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  useGeezTyping(textarea);
  const [failure, setFailure] = useState<string | null>(null);
  const [published, setPublished] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const uploads = usePhotoUploads(draft?.images);
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
    defaultValues: draft
      ? composerValuesOf(draft)
      : { body: initialBody, audience: 'public', withPoll: false, poll: emptyPollDraft() },
  });
  useFocusOnAppear(textarea, autoFocus);
  const capText = useTrustCapText();
  const later = useComposerLater({
    form,
    imageKeys,
    communityId,
    draft,
    profileZone: profile?.timeZone,
  });
  const body = useWatch({ control: form.control, name: 'body' });
  const withPoll = useWatch({ control: form.control, name: 'withPoll' });
  const busy = form.formState.isSubmitting || later.savingDraft;
  const error = failure ?? fieldErrorText(t, form.formState.errors.body?.message);
  const bodyField = form.register('body', {
    onChange: () => {
      setPublished(false);
      setNotice(null);
      setFailure(null);
    },
  });

  /** Kept, scheduled or published from a draft: the screen's to follow, or a fresh composer here. */
  const finish = (outcome: ComposerOutcome): void => {
    if (onDone) return onDone(outcome);
    form.reset({
      body: '',
      audience: form.getValues('audience'),
      withPoll: false,
      poll: emptyPollDraft(),
    });
    uploads.clear();
    later.setScheduling(false);
    setNotice(
      outcome.kind === 'scheduled'
        ? t('posts.drafts.scheduledNotice')
        : outcome.kind === 'saved'
          ? t('posts.drafts.savedNotice')
          : null,
    );
  };

  const publish = form.handleSubmit(async (values) => {
    try {
      if (draft) return finish(await later.publishOpened(values, draft.id));
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
      setFailure(createErrorText(t, caught, capText));
    }
  });

  /** The same post, checked by the same rules, sent at a time picked in the member's zone. */
  const schedule = (at: string) =>
    form.handleSubmit(async (values) => {
      try {
        finish(await later.schedule(values, at));
      } catch (caught) {
        setFailure(createErrorText(t, caught, capText));
      }
    });

  /** Whether the composer may send now (no upload running or failed); clears the last outcome. */
  const ready = (): boolean => {
    if (busy || uploading) return false;
    setPublished(false);
    setNotice(null);
    setFailure(null);
    if (uploads.photos.some((photo) => photo.status === 'failed')) {
      setFailure(t('posts.composer.removeFailed'));
      return false;
    }
    return true;
  };

  const run = async (action: () => Promise<void>): Promise<void> => {
    if (!ready()) return;
    try {
      await loadComposerSchema();
    } catch (loadError) {
      setFailure(createErrorText(t, loadError, capText));
      return;
    }
    await action();
  };

  const onSubmit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    await run(publish);
  };

  const onSchedule = (): void => {
    const at = later.pickedInstant(t('validation.scheduleInPast'));
    if (at) void run(schedule(at));
  };

  const onSaveDraft = (): void => {
    if (!ready()) return;
    later
      .saveAsDraft()
      .then(finish, (caught: unknown) => setFailure(createErrorText(t, caught, capText)));
  };

  const describedBy = [error ? `${id}-error` : null, `${id}-count`].filter(Boolean).join(' ');
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border bg-card p-4 shadow-sm">
      <h2 id={`${id}-title`} className="sr-only">
        {t('posts.composer.title')}
      </h2>
      <form className="flex flex-col gap-3" onSubmit={(event) => void onSubmit(event)} noValidate>
        <ComposerBody
          id={id}
          name={name}
          avatarUrl={profile?.avatarUrl}
          field={bodyField}
          onTextarea={(element) => {
            textarea.current = element;
          }}
          length={body.length}
          invalid={Boolean(error)}
          describedBy={describedBy}
          disabled={busy}
          onFocus={() => void loadComposerSchema().catch(() => undefined)}
        />
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
        <p role="status" className={notice ? 'text-sm font-medium text-primary' : 'sr-only'}>
          {published ? t('posts.composer.published') : (notice ?? '')}
        </p>
        <div className="flex flex-wrap items-center gap-2 border-t pt-3">
          <ComposerPhotoInput
            id={id}
            disabled={busy || full}
            onFiles={(files) => uploads.add(files)}
          />
          <PollToggle
            on={withPoll}
            disabled={busy}
            onToggle={() => {
              form.setValue('withPoll', !withPoll);
              if (withPoll) form.setValue('poll', emptyPollDraft());
              // The first option's field takes the focus when the poll opens.
              else requestAnimationFrame(() => document.getElementById(`${id}-option-0`)?.focus());
            }}
          />
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
            {busy && !later.scheduling && !later.savingDraft
              ? t('posts.composer.posting')
              : uploading
                ? t('posts.composer.waitForPhotos')
                : t('posts.composer.post')}
          </Button>
        </div>
        <ComposerLater
          id={id}
          busy={busy || uploading}
          savingDraft={later.savingDraft}
          scheduling={later.scheduling}
          onScheduling={later.setScheduling}
          when={later.when}
          onWhen={later.setWhen}
          timeZone={later.timeZone}
          scheduleError={later.scheduleError}
          onSaveDraft={onSaveDraft}
          onSchedule={onSchedule}
          editing={Boolean(draft)}
        />
      </form>
    </section>
  );
}
