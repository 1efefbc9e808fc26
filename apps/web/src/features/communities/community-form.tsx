import { Globe, Lock } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  communityLimits,
  communityPrivacies,
  createCommunitySchema,
  type CommunityPrivacy,
  type CreateCommunity,
} from '@aebro/shared/communities';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { fieldErrorText } from '@/lib/form-errors';
import { ImagePicker, type PickedImage } from './image-picker';

export interface CommunityFormValues {
  name: string;
  description: string;
  privacy: CommunityPrivacy;
  joinQuestion: string;
  cover: PickedImage;
  icon: PickedImage;
}

type Field = 'name' | 'description' | 'joinQuestion';

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
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [uploads, setUploads] = useState({ cover: false, icon: false });
  const uploading = uploads.cover || uploads.icon;
  const set = <K extends keyof CommunityFormValues>(key: K, value: CommunityFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (key in errors) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (busy || uploading) return;
    const parsed = createCommunitySchema.safeParse({
      name: values.name,
      description: values.description,
      privacy: values.privacy,
      joinQuestion: values.privacy === 'private' ? values.joinQuestion : '',
      coverKey: values.cover.key ?? null,
      iconKey: values.icon.key ?? null,
    });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (
          (field === 'name' || field === 'description' || field === 'joinQuestion') &&
          !found[field]
        )
          found[field] = fieldErrorText(t, issue.message);
      }
      setErrors(found);
      const first = (['name', 'description', 'joinQuestion'] as const).find(
        (field) => found[field],
      );
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    onSubmit({
      ...parsed.data,
      // An image left as it was is not sent again.
      coverKey: values.cover.key === undefined ? undefined : parsed.data.coverKey,
      iconKey: values.icon.key === undefined ? undefined : parsed.data.iconKey,
    });
  };

  return (
    <form className="flex flex-col gap-5" onSubmit={submit} noValidate>
      <FormField
        id={`${id}-name`}
        label={t('communities.form.name')}
        hint={t('communities.form.nameHint')}
        error={errors.name}
      >
        {(control) => (
          <Input
            {...control}
            value={values.name}
            maxLength={communityLimits.nameMax}
            autoComplete="off"
            disabled={busy}
            onChange={(event) => set('name', event.target.value)}
          />
        )}
      </FormField>
      <FormField
        id={`${id}-description`}
        label={t('communities.form.description')}
        hint={t('forms.characterCount', {
          used: values.description.length,
          max: communityLimits.descriptionMax,
        })}
        error={errors.description}
      >
        {(control) => (
          <Textarea
            {...control}
            value={values.description}
            rows={4}
            maxLength={communityLimits.descriptionMax}
            disabled={busy}
            placeholder={t('communities.form.descriptionPlaceholder')}
            onChange={(event) => set('description', event.target.value)}
          />
        )}
      </FormField>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-medium">{t('communities.form.privacy')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {communityPrivacies.map((privacy) => {
            const Icon = privacy === 'private' ? Lock : Globe;
            return (
              <label
                key={privacy}
                className={cn(
                  'flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
                  values.privacy === privacy ? 'border-primary bg-secondary' : 'hover:bg-muted',
                )}
              >
                <input
                  type="radio"
                  name={`${id}-privacy`}
                  value={privacy}
                  checked={values.privacy === privacy}
                  disabled={busy}
                  onChange={() => set('privacy', privacy)}
                  className="mt-1 size-4 accent-[var(--primary)]"
                />
                <span className="flex flex-col gap-0.5">
                  <span className="inline-flex items-center gap-1.5 font-medium">
                    <Icon className="size-4 text-primary" aria-hidden="true" />
                    {t(`communities.privacy.${privacy}`)}
                  </span>
                  <span className="text-sm text-muted-foreground">
                    {t(`communities.form.${privacy}Hint`)}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      {values.privacy === 'private' ? (
        <FormField
          id={`${id}-joinQuestion`}
          label={t('communities.form.joinQuestion')}
          hint={t('communities.form.joinQuestionHint')}
          error={errors.joinQuestion}
          optional
        >
          {(control) => (
            <Input
              {...control}
              value={values.joinQuestion}
              maxLength={communityLimits.joinQuestionMax}
              disabled={busy}
              placeholder={t('communities.form.joinQuestionPlaceholder')}
              onChange={(event) => set('joinQuestion', event.target.value)}
            />
          )}
        </FormField>
      ) : null}
      <ImagePicker
        label={t('communities.form.cover')}
        shape="cover"
        value={values.cover}
        disabled={busy}
        onChange={(image) => set('cover', image)}
        onBusyChange={(running) => setUploads((current) => ({ ...current, cover: running }))}
      />
      <ImagePicker
        label={t('communities.form.icon')}
        shape="icon"
        value={values.icon}
        disabled={busy}
        onChange={(image) => set('icon', image)}
        onBusyChange={(running) => setUploads((current) => ({ ...current, icon: running }))}
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
