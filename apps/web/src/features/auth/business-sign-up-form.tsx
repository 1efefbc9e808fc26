import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { limits } from '@aebro/shared/account-rules';
import type { BusinessSignUp } from '@aebro/shared/accounts';
import { otherCategory } from '@aebro/shared/business-categories';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { CountedTextareaField, TextField, UrlField } from '@/components/ui/text-fields';
import { BusinessCategoryFields } from '@/features/business/business-category-fields';
import { LocationField } from '@/features/profiles/profile-fields';
import { currentLanguage } from '@/i18n/i18n';
import { ApiRequestError } from '@/lib/api';
import { applyServerIssues, fieldErrorText } from '@/lib/form-errors';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { signUp } from './auth-api';
import { signUpErrorText, type ErrorText } from './auth-errors';
import { passwordNote, PasswordRule } from './password-rule';

const blank: BusinessSignUp = {
  accountType: 'business',
  email: '',
  password: '',
  businessName: '',
  businessCategory: '',
  customCategory: '',
  businessDescription: '',
  businessLocation: '',
  businessEmail: '',
  businessAddress: '',
  website: '',
};
const fields = [
  'email',
  'password',
  'businessName',
  'businessCategory',
  'customCategory',
  'businessDescription',
  'businessLocation',
  'businessEmail',
  'website',
] as const;

const businessCheck = lazyZodResolver(() =>
  import('@aebro/shared/accounts').then((accounts) => accounts.businessSignUpSchema),
);

/** 'List Your Business' (SPEC §3, §5). The business address is collected only; it is never stored. */
export function BusinessSignUpForm({ onCreated }: { onCreated: () => void }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<ErrorText | null>(null);
  const form = useForm({
    resolver: businessCheck.resolver,
    mode: 'onTouched',
    defaultValues: blank,
  });
  const { errors } = form.formState;
  const error = (message: string | undefined): string | undefined => fieldErrorText(t, message);
  const password = useWatch({ control: form.control, name: 'password' });
  const category = useWatch({ control: form.control, name: 'businessCategory' });
  const description = useWatch({ control: form.control, name: 'businessDescription' }) ?? '';
  const create = useMutation({ mutationFn: signUp });
  const passwordHint = passwordNote(t, password, errors.password?.message);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await create.mutateAsync({
        ...values,
        customCategory:
          values.businessCategory === otherCategory ? values.customCategory : undefined,
        businessDescription: values.businessDescription || undefined,
        businessEmail: values.businessEmail ?? undefined,
        website: values.website ?? undefined,
        socialMedia: values.socialMedia ?? undefined,
        language: currentLanguage(),
      });
      form.reset(blank);
      onCreated();
    } catch (caught) {
      setFailure(signUpErrorText(caught, 'business'));
      if (caught instanceof ApiRequestError)
        applyServerIssues(caught.issues, fields, form.setError);
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      onFocus={businessCheck.preload}
      className="flex flex-col gap-4"
    >
      {failure ? <Alert tone="error">{t(failure.key, failure.values)}</Alert> : null}
      <TextField
        id="businessSignInEmail"
        label={t('auth.fields.email')}
        hint={t('auth.business.emailHint')}
        error={error(errors.email?.message)}
        registration={form.register('email')}
        type="email"
        autoComplete="email"
      />
      <TextField
        id="businessName"
        label={t('auth.fields.businessName')}
        error={error(errors.businessName?.message)}
        registration={form.register('businessName')}
        autoComplete="organization"
      />
      <FormField
        id="businessPassword"
        label={t('auth.fields.password')}
        hint={<PasswordRule note={passwordHint} />}
      >
        {(control) => (
          <PasswordInput
            {...control}
            aria-invalid={passwordHint.invalid}
            {...form.register('password')}
            autoComplete="new-password"
          />
        )}
      </FormField>
      <BusinessCategoryFields
        id="business"
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
      <CountedTextareaField
        id="businessDescription"
        label={t('auth.fields.businessDescription')}
        optional
        registration={form.register('businessDescription')}
        used={description.length}
        max={limits.descriptionMax}
        rows={3}
        error={error(errors.businessDescription?.message)}
      />
      <LocationField
        id="businessLocation"
        label={t('auth.fields.businessLocation')}
        control={form.control}
        name="businessLocation"
        error={error(errors.businessLocation?.message)}
      />
      <TextField
        id="businessEmail"
        label={t('auth.fields.businessEmail')}
        optional
        error={error(errors.businessEmail?.message)}
        registration={form.register('businessEmail')}
        type="email"
        autoComplete="off"
      />
      <TextField
        id="businessAddress"
        label={t('auth.fields.businessAddress')}
        optional
        hint={t('auth.business.addressHint')}
        registration={form.register('businessAddress')}
        autoComplete="street-address"
      />
      <UrlField
        id="businessWebsite"
        label={t('auth.fields.website')}
        optional
        registration={form.register('website')}
        error={error(errors.website?.message)}
      />
      <Button type="submit" size="lg" disabled={create.isPending}>
        {create.isPending
          ? t('auth.busy.creatingBusinessAccount')
          : t('auth.actions.createBusinessAccount')}
      </Button>
    </form>
  );
}
