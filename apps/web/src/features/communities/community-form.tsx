import Globe from 'lucide-react/icons/globe';
import Lock from 'lucide-react/icons/lock';
import { useId, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { communityLimits, communityPrivacies } from '@aebro/shared/community-terms';
import type { CreateCommunity } from '@aebro/shared/communities';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { fieldErrorText } from '@/lib/form-errors';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { communityInput, type CommunityFormValues } from './community-form-values';
import { ImagePicker } from './image-picker';

export type { CommunityFormValues } from './community-form-values';

/** The schema (and zod) loads when the form is first used, not with Discover. */
const communityCheck = lazyZodResolver(() =>
  import('./community-form-schema').then((module) => module.communityFormSchema),
);

interface CommunityFormProps {
  initial: CommunityFormValues;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** An error of the whole form, already translated. */
  error: string | null;
  onSubmit: (input: CreateCommunity) => void;
  /** Beside the submit button (Cancel in a dialog). */
  secondary?: ReactNode;
}

/** Name, description, privacy, join question, cover and icon: creating and editing a community. */
export function CommunityForm({
  initial,
  submitLabel,
  busyLabel,
  busy,
  error,
  onSubmit,
  secondary,
}: CommunityFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const form = useForm({ resolver: communityCheck.resolver, defaultValues: initial });
  const [uploads, setUploads] = useState({ cover: false, icon: false });
  const uploading = uploads.cover || uploads.icon;
  const { errors } = form.formState;
  const description = useWatch({ control: form.control, name: 'description' });
  const privacy = useWatch({ control: form.control, name: 'privacy' });
  const submit = form.handleSubmit((values) => onSubmit(communityInput(values)));

  return (
    <form
      onFocus={communityCheck.preload}
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        if (busy || uploading) event.preventDefault();
        else void submit(event);
      }}
      noValidate
    >
      <FormField
        id={`${id}-name`}
        label={t('communities.form.name')}
        hint={t('communities.form.nameHint')}
        error={fieldErrorText(t, errors.name?.message)}
      >
        {(control) => (
          <Input
            {...control}
            {...form.register('name')}
            maxLength={communityLimits.nameMax}
            autoComplete="off"
            disabled={busy}
          />
        )}
      </FormField>
      <FormField
        id={`${id}-description`}
        label={t('communities.form.description')}
        hint={t('forms.characterCount', {
          used: description.length,
          max: communityLimits.descriptionMax,
        })}
        error={fieldErrorText(t, errors.description?.message)}
      >
        {(control) => (
          <Textarea
            {...control}
            {...form.register('description')}
            rows={4}
            maxLength={communityLimits.descriptionMax}
            disabled={busy}
            placeholder={t('communities.form.descriptionPlaceholder')}
          />
        )}
      </FormField>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-medium">{t('communities.form.privacy')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {communityPrivacies.map((value) => {
            const Icon = value === 'private' ? Lock : Globe;
            return (
              <label
                key={value}
                className={cn(
                  'flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
                  value === privacy ? 'border-primary bg-secondary' : 'hover:bg-muted',
                )}
              >
                <input
                  type="radio"
                  {...form.register('privacy')}
                  value={value}
                  disabled={busy}
                  className="mt-1 size-4 accent-[var(--primary)]"
                />
                <span className="flex flex-col gap-0.5">
                  <span className="inline-flex items-center gap-1.5 font-medium">
                    <Icon className="size-4 text-primary" aria-hidden="true" />
                    {t(`communities.privacy.${value}`)}
                  </span>
                  <span className="text-sm text-muted-foreground">
                    {t(`communities.form.${value}Hint`)}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      {privacy === 'private' ? (
        <FormField
          id={`${id}-joinQuestion`}
          label={t('communities.form.joinQuestion')}
          hint={t('communities.form.joinQuestionHint')}
          error={fieldErrorText(t, errors.joinQuestion?.message)}
          optional
        >
          {(control) => (
            <Input
              {...control}
              {...form.register('joinQuestion')}
              maxLength={communityLimits.joinQuestionMax}
              disabled={busy}
              placeholder={t('communities.form.joinQuestionPlaceholder')}
            />
          )}
        </FormField>
      ) : null}
      <Controller
        control={form.control}
        name="cover"
        render={({ field }) => (
          <ImagePicker
            label={t('communities.form.cover')}
            shape="cover"
            value={field.value}
            disabled={busy}
            onChange={field.onChange}
            onBusyChange={(running) => setUploads((current) => ({ ...current, cover: running }))}
          />
        )}
      />
      <Controller
        control={form.control}
        name="icon"
        render={({ field }) => (
          <ImagePicker
            label={t('communities.form.icon')}
            shape="icon"
            value={field.value}
            disabled={busy}
            onChange={field.onChange}
            onBusyChange={(running) => setUploads((current) => ({ ...current, icon: running }))}
          />
        )}
      />
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {secondary}
        <Button type="submit" disabled={busy || uploading}>
          {busy ? busyLabel : uploading ? t('communities.form.waitForImages') : submitLabel}
        </Button>
      </div>
    </form>
  );
}
