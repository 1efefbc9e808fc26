import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { limits } from '@aebro/shared/accounts';
import { profileUpdateSchema } from '@aebro/shared/profiles';
import { Button } from '@/components/ui/button';
import { CountedTextareaField, TextField, UrlField } from '@/components/ui/text-fields';
import { changeLanguage, currentLanguage } from '@/i18n/i18n';
import type { Session } from '@/features/session/session';
import { ApiRequestError } from '@/lib/api';
import { applyServerIssues, fieldErrorText } from '@/lib/form-errors';
import { AvatarCropField } from './avatar-crop-field';
import { InterestsField, LanguagePreferenceField, LocationField } from './profile-fields';
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

/** /edit-profile: every field of PATCH /api/v1/me/profile, checked with the shared schema, and the photo. */
export function EditProfileForm({ session }: { session: Session }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const update = useUpdateProfile();
  const { profile } = session;
  const business = profile.accountType === 'business';
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
      <AvatarCropField profile={profile} />
      <TextField
        id="fullName"
        label={t('auth.fields.fullName')}
        hint={
          profile.accountType === 'business'
            ? t('people.editProfile.fullNameBusinessHint')
            : undefined
        }
        error={error(errors.fullName?.message)}
        registration={form.register('fullName')}
        autoComplete="name"
        maxLength={limits.fullNameMax}
      />
      <CountedTextareaField
        id="bio"
        label={t(business ? 'profileSetup.business.bio' : 'profileSetup.bio.label')}
        optional
        registration={form.register('bio')}
        used={bio.length}
        max={limits.bioMax}
        placeholder={t(
          business ? 'profileSetup.business.bioPlaceholder' : 'profileSetup.bio.placeholder',
        )}
        error={error(errors.bio?.message)}
      />
      <LocationField
        id="location"
        label={t('profileSetup.location.label')}
        optional
        control={form.control}
        name="location"
        error={error(errors.location?.message)}
      />
      <InterestsField control={form.control} name="interests" business={business} />
      <UrlField
        id="website"
        label={t('auth.fields.website')}
        optional
        registration={form.register('website')}
        error={error(errors.website?.message)}
      />
      <TextField
        id="socialMedia"
        label={t('people.editProfile.socialMedia')}
        optional
        hint={t('people.editProfile.socialMediaHint')}
        error={error(errors.socialMedia?.message)}
        registration={form.register('socialMedia')}
        maxLength={limits.urlMax}
      />
      <LanguagePreferenceField control={form.control} name="languagePreference" />
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
