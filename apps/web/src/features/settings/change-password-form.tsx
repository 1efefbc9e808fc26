import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { accountErrorText } from '@/features/auth/auth-errors';
import { passwordNote, PasswordRule } from '@/features/auth/password-rule';
import { fieldErrorText } from '@/lib/form-errors';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { changePassword } from './account-api';
import { AccountSubsection } from './account-subsection';

// The schema (and zod) loads when the form is first used, not with the settings screen.
const passwordCheck = lazyZodResolver(() =>
  import('./change-password-schema').then((module) => module.changePasswordSchema),
);

/** Changes the password; the other devices are signed out at the same time. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const form = useForm({
    resolver: passwordCheck.resolver,
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const change = useMutation({
    mutationFn: (values: { currentPassword: string; newPassword: string }) =>
      changePassword(values.currentPassword, values.newPassword),
  });
  const { errors } = form.formState;
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });
  const newPasswordHint = passwordNote(t, newPassword, errors.newPassword?.message);

  const submit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      form.reset();
      toast.success(t('account.password.changed'));
    } catch {
      // Shown below from the mutation's state.
    }
  });
  const failure = change.isError ? accountErrorText(change.error) : null;

  return (
    <AccountSubsection
      id="change-password-title"
      title={t('account.password.title')}
      description={t('account.password.description')}
    >
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        onFocus={passwordCheck.preload}
        className="flex flex-col gap-4"
      >
        {failure ? <Alert tone="error">{t(failure.key, failure.values)}</Alert> : null}
        <FormField
          id="currentPassword"
          label={t('account.password.current')}
          error={fieldErrorText(t, errors.currentPassword?.message)}
        >
          {(control) => (
            <PasswordInput
              {...control}
              {...form.register('currentPassword')}
              autoComplete="current-password"
            />
          )}
        </FormField>
        <FormField
          id="newPassword"
          label={t('auth.fields.newPassword')}
          hint={<PasswordRule note={newPasswordHint} />}
        >
          {(control) => (
            <PasswordInput
              {...control}
              aria-invalid={newPasswordHint.invalid}
              {...form.register('newPassword')}
              autoComplete="new-password"
            />
          )}
        </FormField>
        <Button type="submit" className="self-start" disabled={change.isPending}>
          {change.isPending ? t('account.password.saving') : t('account.password.submit')}
        </Button>
      </form>
    </AccountSubsection>
  );
}
