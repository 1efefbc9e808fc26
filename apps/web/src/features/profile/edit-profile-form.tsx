import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { limits } from '@aebro/shared/accounts';
import type { Language } from '@aebro/shared/language';
import { profileUpdateSchema } from '@aebro/shared/profiles';
import { Button } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { changeLanguage, currentLanguage } from '@/i18n/i18n';
import { displayName } from '@/features/session/display-name';
import { sessionQueryKey, type Session } from '@/features/session/session';
import { ApiRequestError } from '@/lib/api';
import { applyServerIssues, fieldErrorText } from '@/lib/form-errors';
import { AvatarCropField } from './avatar-crop-field';
import { InterestsInput } from './interests-input';
import { LocationInput } from './location-input';
import { useUpdateProfile } from './use-update-profile';

const fields = [
  'fullName',
  'bio',
  'location',
  'interests',
  'website',
  'socialMedia',
  'languagePreference',
] as const;
const schema = profileUpdateSchema.pick({
  fullName: true,
  bio: true,
  location: true,
  interests: true,
  website: true,
  socialMedia: true,
  languagePreference: true,
});

/** The new photo shows at once in the header and on this form. */
function storeAvatar(queryClient: QueryClient, avatarUrl: string): void {
  queryClient.setQueryData<Session | null>(sessionQueryKey, (session) =>
    session ? { ...session, profile: { ...session.profile, avatarUrl } } : session,
  );
}

/** /edit-profile: every field of PATCH /api/v1/me/profile, checked with the shared schema, and the photo. */
export function EditProfileForm({ session }: { session: Session }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const update = useUpdateProfile();
  const { profile } = session;
  const form = useForm({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      fullName: profile.fullName ?? '',
      bio: profile.bio ?? '',
      location: profile.location ?? '',
      interests: profile.interests,
      website: profile.website ?? '',
      socialMedia: profile.socialMedia ?? '',
      languagePreference: profile.languagePreference,
    },
  });
  const { errors } = form.formState;
  const error = (message: string | undefined): string | undefined => fieldErrorText(t, message);
  const bio = useWatch({ control: form.control, name: 'bio' }) ?? '';

  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      if (values.languagePreference && values.languagePreference !== currentLanguage())
        await changeLanguage(values.languagePreference);
      void queryClient.invalidateQueries({ queryKey: ['people', 'profile', profile.id] });
      toast.success(t('people.editProfile.saved.title'), {
        description: t('people.editProfile.saved.text'),
      });
      await navigate('/profile');
    } catch (caught) {
      if (caught instanceof ApiRequestError)
        applyServerIssues(caught.issues, fields, form.setError);
      toast.error(t('settings.feedback.error'), { description: t('people.editProfile.failed') });
    }
  });

  const busy = update.isPending;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      <AvatarCropField
        name={displayName(profile)}
        avatarUrl={profile.avatarUrl}
        onUploaded={(avatarUrl) => storeAvatar(queryClient, avatarUrl)}
      />
      <FormField
        id="fullName"
        label={t('auth.fields.fullName')}
        hint={
          profile.accountType === 'business'
            ? t('people.editProfile.fullNameBusinessHint')
            : undefined
        }
        error={error(errors.fullName?.message)}
      >
        {(control) => (
          <Input
            {...control}
            {...form.register('fullName')}
            autoComplete="name"
            maxLength={limits.fullNameMax}
          />
        )}
      </FormField>
      <FormField
        id="bio"
        label={t('profileSetup.bio.label')}
        optional
        hint={t('forms.characterCount', { used: bio.length, max: limits.bioMax })}
        error={error(errors.bio?.message)}
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
        error={error(errors.location?.message)}
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
      <FormField
        id="website"
        label={t('auth.fields.website')}
        optional
        error={error(errors.website?.message)}
      >
        {(control) => (
          <Input
            {...control}
            {...form.register('website')}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://"
          />
        )}
      </FormField>
      <FormField
        id="socialMedia"
        label={t('people.editProfile.socialMedia')}
        optional
        hint={t('people.editProfile.socialMediaHint')}
        error={error(errors.socialMedia?.message)}
      >
        {(control) => (
          <Input {...control} {...form.register('socialMedia')} maxLength={limits.urlMax} />
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
          variant="outline"
          onClick={() => void navigate('/profile')}
          disabled={busy}
        >
          {t('people.editProfile.cancel')}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? t('people.editProfile.saving') : t('people.editProfile.save')}
        </Button>
      </div>
    </form>
  );
}
