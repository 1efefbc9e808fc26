import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { limits } from '@aebro/shared/accounts';
import { profileUpdateSchema } from '@aebro/shared/profiles';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CountedTextareaField } from '@/components/ui/text-fields';
import { changeLanguage, currentLanguage } from '@/i18n/i18n';
import type { Session } from '@/features/session/session';
import { fieldErrorText } from '@/lib/form-errors';
import { AvatarCropField } from './avatar-crop-field';
import { InterestsField, LanguagePreferenceField, LocationField } from './profile-fields';
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
  const update = useUpdateProfile();
  const { profile } = session;
  const business = profile.accountType === 'business';
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
  const error = (message: string | undefined): string | undefined => fieldErrorText(t, message);
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
      <AvatarCropField profile={profile} />
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
      <LanguagePreferenceField control={form.control} name="languagePreference" />
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
