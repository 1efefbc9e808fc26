import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { memberSignUpSchema } from '@aebro/shared/accounts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { preloadAuthClient, resetPassword } from '@/features/auth/auth-api';
import { resetPasswordErrorText } from '@/features/auth/auth-errors';
import { passwordNote, PasswordRule } from '@/features/auth/password-rule';
import { PasswordHelpCard } from '@/features/auth/password-help-card';

// The new password follows the sign-up rule (SPEC §5).
const schema = memberSignUpSchema.pick({ password: true });

/** /reset-password?token=…: the e-mailed link lands here (or with ?error=INVALID_TOKEN once expired). */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const form = useForm({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { password: '' },
  });
  const reset = useMutation({
    mutationFn: (newPassword: string) => resetPassword(newPassword, token ?? ''),
  });
  const password = useWatch({ control: form.control, name: 'password' });
  const passwordHint = passwordNote(t, password, form.formState.errors.password?.message);

  const submit = form.handleSubmit(async ({ password: newPassword }) => {
    try {
      await reset.mutateAsync(newPassword);
      toast.success(t('auth.reset.doneTitle'), { description: t('auth.reset.done') });
      await navigate('/auth', { replace: true });
    } catch {
      // The error is shown from the mutation's state.
    }
  });

  const failure = reset.isError ? resetPasswordErrorText(reset.error) : null;
  const linkBroken = !token || params.has('error') || failure?.key === 'auth.reset.invalidLink';

  return (
    <PasswordHelpCard title={t('auth.reset.title')} description={t('auth.reset.description')}>
      {linkBroken ? (
        <>
          <Alert tone="error">{t('auth.reset.invalidLink')}</Alert>
          <Button asChild size="lg">
            <Link to="/forgot-password">{t('auth.reset.requestNew')}</Link>
          </Button>
        </>
      ) : (
        <form
          noValidate
          onSubmit={(event) => void submit(event)}
          onFocus={preloadAuthClient}
          className="flex flex-col gap-4"
        >
          {failure ? <Alert tone="error">{t(failure.key, failure.values)}</Alert> : null}
          <FormField
            id="newPassword"
            label={t('auth.fields.newPassword')}
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
          <Button type="submit" size="lg" disabled={reset.isPending}>
            {reset.isPending ? t('auth.reset.saving') : t('auth.reset.submit')}
          </Button>
        </form>
      )}
    </PasswordHelpCard>
  );
}
