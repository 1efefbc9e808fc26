import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { signInSchema } from '@aebro/shared/accounts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { preloadAuthClient, requestPasswordReset } from '@/features/auth/auth-api';
import { ApiRequestError } from '@/lib/api';
import { PasswordHelpCard } from '@/features/auth/password-help-card';
import { fieldErrorText } from '@/lib/form-errors';

const emailOnly = signInSchema.pick({ email: true });

/** /forgot-password: asks for the e-mail; the answer is the same whether an account exists or not. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const form = useForm({
    resolver: zodResolver(emailOnly),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const request = useMutation({ mutationFn: requestPasswordReset });
  const submit = form.handleSubmit(async ({ email }) => {
    await request.mutateAsync(email).catch(() => undefined);
  });
  const rateLimited = request.error instanceof ApiRequestError && request.error.status === 429;

  return (
    <PasswordHelpCard title={t('auth.forgot.title')} description={t('auth.forgot.description')}>
      {request.isSuccess ? (
        <Alert tone="success" title={t('auth.forgot.sentTitle')}>
          {t('auth.forgot.sent')}
        </Alert>
      ) : (
        <form
          noValidate
          onSubmit={(event) => void submit(event)}
          onFocus={preloadAuthClient}
          className="flex flex-col gap-4"
        >
          {request.isError ? (
            <Alert tone="error">
              {rateLimited ? t('auth.errors.tooManyRequests') : t('auth.errors.unexpected')}
            </Alert>
          ) : null}
          <FormField
            id="forgotEmail"
            label={t('auth.fields.email')}
            error={fieldErrorText(t, form.formState.errors.email?.message)}
          >
            {(control) => (
              <Input {...control} {...form.register('email')} type="email" autoComplete="email" />
            )}
          </FormField>
          <Button type="submit" size="lg" disabled={request.isPending}>
            {request.isPending ? t('auth.forgot.sending') : t('auth.forgot.submit')}
          </Button>
        </form>
      )}
    </PasswordHelpCard>
  );
}
