import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cancelledDeletionToast } from './deletion-cancelled';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { refreshSession } from '@/features/session/session';
import { changeLanguage, currentLanguage } from '@/i18n/i18n';
import { fieldErrorText } from '@/lib/form-errors';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { preloadAuthClient, resendVerificationEmail, signIn } from './auth-api';
import { signInErrorText, type ErrorText } from './auth-errors';
import { TwoFactorChallenge } from './two-factor-challenge';

const signInCheck = lazyZodResolver(() =>
  import('@aebro/shared/accounts').then((accounts) => accounts.signInSchema),
);

/**
 * Sign in with e-mail and password; a second step asks for the authenticator code when two-factor
 * authentication is on. Once the session is known, the auth screen sends the user on.
 */
export function SignInForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<ErrorText | null>(null);
  const [twoFactor, setTwoFactor] = useState(false);
  // Errors come after a submit, or once something was typed in a field and it is left: tabbing
  // through the empty form says nothing yet. A shown error follows the typing until it is fixed.
  const form = useForm({
    resolver: signInCheck.resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  const checkTyped = (name: 'email' | 'password') => ({
    onBlur: () => {
      if (form.getValues(name) !== '') void form.trigger(name);
    },
    onChange: () => {
      if (form.getFieldState(name).invalid) void form.trigger(name);
    },
  });
  const resend = useMutation({ mutationFn: resendVerificationEmail });

  const finish = async (): Promise<void> => {
    const session = await refreshSession(queryClient);
    if (!session) {
      setFailure({ key: 'auth.errors.unexpected' });
      return;
    }
    // The account's language follows the person to this device.
    const { languagePreference } = session.profile;
    if (languagePreference !== currentLanguage()) void changeLanguage(languagePreference);
  };

  const submit = form.handleSubmit(async ({ email, password }) => {
    setFailure(null);
    resend.reset();
    try {
      const result = await signIn(email, password);
      if (result.twoFactorRedirect) setTwoFactor(true);
      else {
        if (result.accountDeletionCancelled) cancelledDeletionToast(t);
        await finish();
      }
    } catch (error) {
      setFailure(signInErrorText(error));
    }
  });

  if (twoFactor) {
    return (
      <TwoFactorChallenge
        onVerified={finish}
        onCancel={() => {
          setTwoFactor(false);
          form.resetField('password');
        }}
      />
    );
  }

  const unverified = failure?.key === 'auth.errors.emailNotVerified';
  const busy = form.formState.isSubmitting;
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      onFocus={() => {
        signInCheck.preload();
        preloadAuthClient();
      }}
      className="flex flex-col gap-4"
    >
      {failure ? (
        <Alert tone="error">
          <p>{t(failure.key, failure.values)}</p>
          {unverified ? (
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="mt-2 self-start"
              disabled={resend.isPending || resend.isSuccess}
              onClick={() => resend.mutate(form.getValues('email').trim())}
            >
              {resend.isPending ? t('auth.verification.resending') : t('auth.verification.resend')}
            </Button>
          ) : null}
        </Alert>
      ) : null}
      {resend.isSuccess ? <Alert tone="success">{t('auth.verification.resent')}</Alert> : null}
      {resend.isError ? <Alert tone="error">{t('auth.errors.tryAgainLater')}</Alert> : null}
      <FormField
        id="signInEmail"
        label={t('auth.fields.email')}
        error={fieldErrorText(t, errors.email?.message)}
      >
        {(control) => (
          <Input
            {...control}
            {...form.register('email', checkTyped('email'))}
            type="email"
            autoComplete="email"
          />
        )}
      </FormField>
      <FormField
        id="signInPassword"
        label={t('auth.fields.password')}
        error={fieldErrorText(t, errors.password?.message)}
      >
        {(control) => (
          <PasswordInput
            {...control}
            {...form.register('password', checkTyped('password'))}
            autoComplete="current-password"
          />
        )}
      </FormField>
      <Link
        to="/forgot-password"
        className="-mt-1 self-end rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        {t('auth.forgotPassword')}
      </Link>
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? t('auth.busy.signingIn') : t('auth.actions.signIn')}
      </Button>
    </form>
  );
}
