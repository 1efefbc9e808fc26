import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { limits } from '@aebro/shared/accounts';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { CountedTextareaField, TextField, UrlField } from '@/components/ui/text-fields';
import { LocationField } from '@/features/profiles/profile-fields';
import { useSession } from '@/features/session/use-session';
import { ApiRequestError } from '@/lib/api';
import { applyServerIssues, fieldErrorText } from '@/lib/form-errors';
import { BusinessCategoryFields } from './business-category-fields';
import { registrationFormSchema } from './business-registration-schema';
import { LogoInput, logoTypes } from './logo-input';
import { LogoUploadError, useRegisterBusiness } from './use-register-business';

const fields = [
  'businessName',
  'businessCategory',
  'customCategory',
  'location',
  'businessEmail',
  'bio',
  'website',
  'socialMedia',
] as const;

/** The business registration form (SPEC §3, §5); `onRegistered` runs after the success toast. */
export function BusinessRegistrationForm({ onRegistered }: { onRegistered: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const register = useRegisterBusiness();
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | undefined>();
  const profile = session.data?.profile;
  const form = useForm({
    resolver: zodResolver(registrationFormSchema),
    mode: 'onTouched',
    defaultValues: {
      businessName: '',
      businessCategory: '',
      customCategory: '',
      location: profile?.location ?? '',
      businessEmail: session.data?.user.email ?? '',
      bio: '',
      website: '',
      socialMedia: '',
    },
  });
  const { errors } = form.formState;
  const error = (message: string | undefined): string | undefined => fieldErrorText(t, message);
  const category = useWatch({ control: form.control, name: 'businessCategory' });
  const bio = useWatch({ control: form.control, name: 'bio' });

  const pickLogo = (file: File | null): void => {
    const wrongType = file !== null && !(logoTypes as readonly string[]).includes(file.type);
    setLogoError(wrongType ? t('business.logo.wrongType') : undefined);
    setLogo(wrongType ? null : file);
  };

  const submit = form.handleSubmit(async (values) => {
    if (!session.data) {
      toast.error(t('business.registration.notAuthenticated'));
      return;
    }
    try {
      await register.mutateAsync({ values, logo });
      toast.success(t('business.registration.success'));
      onRegistered();
    } catch (caught) {
      if (caught instanceof LogoUploadError) {
        toast.error(caught.message || t('business.logo.uploadFailed'));
        return;
      }
      if (caught instanceof ApiRequestError)
        applyServerIssues(caught.issues, fields, form.setError);
      toast.error(
        caught instanceof ApiRequestError && caught.status !== 0
          ? caught.message
          : t('auth.errors.unexpected'),
      );
    }
  });

  const busy = register.isPending;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <LogoInput file={logo} onChange={pickLogo} error={logoError} disabled={busy} />
      <TextField
        id="registrationName"
        label={t('auth.fields.businessName')}
        error={error(errors.businessName?.message)}
        registration={form.register('businessName')}
        autoComplete="organization"
      />
      <BusinessCategoryFields
        id="registration"
        category={category}
        select={{
          registration: form.register('businessCategory'),
          error: error(errors.businessCategory?.message),
        }}
        custom={{
          registration: form.register('customCategory'),
          error: error(errors.customCategory?.message),
        }}
      />
      <LocationField
        id="registrationLocation"
        label={t('business.registration.location')}
        control={form.control}
        name="location"
        error={error(errors.location?.message)}
      />
      <TextField
        id="registrationEmail"
        label={t('business.registration.email')}
        error={error(errors.businessEmail?.message)}
        registration={form.register('businessEmail')}
        type="email"
        autoComplete="email"
      />
      <CountedTextareaField
        id="registrationBio"
        label={t('business.registration.bio')}
        registration={form.register('bio')}
        used={bio.length}
        max={limits.descriptionMax}
        rows={4}
        error={error(errors.bio?.message)}
      />
      <UrlField
        id="registrationWebsite"
        label={t('auth.fields.website')}
        optional
        registration={form.register('website')}
        error={error(errors.website?.message)}
      />
      <TextField
        id="registrationSocial"
        label={t('business.registration.socialMedia')}
        optional
        error={error(errors.socialMedia?.message)}
        registration={form.register('socialMedia')}
        placeholder={t('business.registration.socialMediaPlaceholder')}
      />
      <DialogFooter>
        <Button type="submit" disabled={busy}>
          {busy ? t('business.registration.saving') : t('business.registration.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
