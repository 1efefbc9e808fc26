import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { limits } from '@aebro/shared/accounts';
import { otherCategory } from '@aebro/shared/business-categories';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { LocationInput } from '@/features/profile/location-input';
import { useSession } from '@/features/session/use-session';
import { ApiRequestError } from '@/lib/api';
import { applyServerIssues, fieldErrorText } from '@/lib/form-errors';
import { BusinessCategorySelect } from './business-category-select';
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
      <FormField
        id="registrationName"
        label={t('auth.fields.businessName')}
        error={error(errors.businessName?.message)}
      >
        {(control) => (
          <Input {...control} {...form.register('businessName')} autoComplete="organization" />
        )}
      </FormField>
      <FormField
        id="registrationCategory"
        label={t('auth.fields.businessCategory')}
        error={error(errors.businessCategory?.message)}
      >
        {(control) => (
          <BusinessCategorySelect {...control} {...form.register('businessCategory')} />
        )}
      </FormField>
      {category === otherCategory ? (
        <FormField
          id="registrationCustomCategory"
          label={t('auth.fields.customCategory')}
          error={error(errors.customCategory?.message)}
        >
          {(control) => <Input {...control} {...form.register('customCategory')} />}
        </FormField>
      ) : null}
      <FormField
        id="registrationLocation"
        label={t('business.registration.location')}
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
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        )}
      </FormField>
      <FormField
        id="registrationEmail"
        label={t('business.registration.email')}
        error={error(errors.businessEmail?.message)}
      >
        {(control) => (
          <Input
            {...control}
            {...form.register('businessEmail')}
            type="email"
            autoComplete="email"
          />
        )}
      </FormField>
      <FormField
        id="registrationBio"
        label={t('business.registration.bio')}
        hint={t('forms.characterCount', { used: bio.length, max: limits.descriptionMax })}
        error={error(errors.bio?.message)}
      >
        {(control) => (
          <Textarea
            {...control}
            {...form.register('bio')}
            maxLength={limits.descriptionMax}
            rows={4}
          />
        )}
      </FormField>
      <FormField
        id="registrationWebsite"
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
        id="registrationSocial"
        label={t('business.registration.socialMedia')}
        optional
        error={error(errors.socialMedia?.message)}
      >
        {(control) => (
          <Input
            {...control}
            {...form.register('socialMedia')}
            placeholder={t('business.registration.socialMediaPlaceholder')}
          />
        )}
      </FormField>
      <DialogFooter>
        <Button type="submit" disabled={busy}>
          {busy ? t('business.registration.saving') : t('business.registration.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
