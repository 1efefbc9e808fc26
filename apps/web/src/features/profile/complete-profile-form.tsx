import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { limits } from '@aebro/shared/accounts';
import type { Language } from '@aebro/shared/language';
import { profileUpdateSchema } from '@aebro/shared/profiles';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { changeLanguage, currentLanguage } from '@/i18n/i18n';
import { displayName } from '@/features/session/display-name';
import { storeProfile, type Session } from '@/features/session/session';
import { fieldErrorText } from '@/lib/form-errors';
import { AvatarField } from './avatar-field';
import { InterestsInput } from './interests-input';
import { LocationInput } from './location-input';
import { useUpdateProfile } from './use-update-profile';

const schema = profileUpdateSchema.pick({
  bio: true,
  location: true,
  interests: true,
  languagePreference: true,
});

/** Finishing the profile after verification (SPEC §2): photo, bio, location, interests and language. */
export function CompleteProfileForm({ session }: { session: Session }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const update = useUpdateProfile();
  const { profile } = session;
  const [avatarUrl, setAvatarUrl] = useState(profile.avatarUrl);
  const form = useForm({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      bio: profile.bio ?? '',
      location: profile.location ?? '',
      interests: profile.interests,
      languagePreference: currentLanguage(),
    },
  });
  const { errors } = form.formState;
  const bio = useWatch({ control: form.control, name: 'bio' }) ?? '';

  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ ...values, profileComplete: true });
      if (values.languagePreference && values.languagePreference !== currentLanguage())
        await changeLanguage(values.languagePreference);
      await navigate('/dashboard');
    } catch {
      // Shown from the mutation's state.
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      {update.isError ? <Alert tone="error">{t('profileSetup.saveFailed')}</Alert> : null}
      <AvatarField
        name={displayName(profile)}
        avatarUrl={avatarUrl}
        onUploaded={(url) => {
          setAvatarUrl(url);
          storeProfile(queryClient, { ...profile, avatarUrl: url });
        }}
      />
      <FormField
        id="bio"
        label={t('profileSetup.bio.label')}
        optional
        hint={t('forms.characterCount', { used: bio.length, max: limits.bioMax })}
        error={fieldErrorText(t, errors.bio?.message)}
      >
        {(control) => (
          <Textarea
            {...control}
            {...form.register('bio')}
            maxLength={limits.bioMax}
            placeholder={t('profileSetup.bio.placeholder')}
          />
        )}
      </FormField>
      <FormField
        id="location"
        label={t('profileSetup.location.label')}
        optional
        error={fieldErrorText(t, errors.location?.message)}
      >
        {(control) => (
          <Controller
            control={form.control}
            name="location"
            render={({ field }) => (
              <LocationInput
                {...control}
                name={field.name}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        )}
      </FormField>
      <FormField
        id="interests"
        label={t('profileSetup.interests.label')}
        optional
        hint={t('profileSetup.interests.hint')}
      >
        {(control) => (
          <Controller
            control={form.control}
            name="interests"
            render={({ field }) => (
              <InterestsInput {...control} value={field.value ?? []} onChange={field.onChange} />
            )}
          />
        )}
      </FormField>
      <Controller
        control={form.control}
        name="languagePreference"
        render={({ field }) => (
          <div className="flex flex-col gap-2">
            <p className="text-sm font-medium">{t('profileSetup.language.label')}</p>
            <ChoiceGroup<Language>
              name="languagePreference"
              legend={t('profileSetup.language.label')}
              value={field.value ?? currentLanguage()}
              onChange={field.onChange}
              choices={[
                { value: 'en', label: 'English', lang: 'en' },
                { value: 'am', label: 'አማርኛ', lang: 'am' },
              ]}
            />
          </div>
        )}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button
          type="button"
          variant="ghost"
          onClick={() => void navigate('/dashboard')}
          disabled={update.isPending}
        >
          {t('profileSetup.skip')}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('profileSetup.saving') : t('profileSetup.save')}
        </Button>
      </div>
    </form>
  );
}
