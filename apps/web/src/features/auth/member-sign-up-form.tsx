import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { capitalLetterPattern } from '@aebro/shared/account-rules';
import type { MemberSignUp } from '@aebro/shared/accounts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { TextField } from '@/components/ui/text-fields';
import { currentLanguage } from '@/i18n/i18n';
import { ApiRequestError } from '@/lib/api';
import { applyServerIssues, fieldErrorText } from '@/lib/form-errors';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { signUp } from './auth-api';
import { signUpErrorText, type ErrorText } from './auth-errors';
import { passwordNote, PasswordRule } from './password-rule';
import { UsernameStatusText } from './username-status';
import { usernameQueryKey, useUsernameAvailability } from './use-username-availability';

const blank: MemberSignUp = {
  accountType: 'community',
  fullName: '',
  username: '',
  email: '',
  password: '',
};
const fields = ['fullName', 'username', 'email', 'password'] as const;
const memberCheck = lazyZodResolver(() =>
  import('@aebro/shared/accounts').then((accounts) => accounts.memberSignUpSchema),
);

/** 'Join as Member' (SPEC §3, §5): full name, username with its live check, e-mail and password. */
export function MemberSignUpForm({ onCreated }: { onCreated: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<ErrorText | null>(null);
  const form = useForm({
    resolver: memberCheck.resolver,
    mode: 'onTouched',
    defaultValues: blank,
  });
  const { errors } = form.formState;
  const username = useWatch({ control: form.control, name: 'username' });
  const password = useWatch({ control: form.control, name: 'password' });
  const usernameStatus = useUsernameAvailability(username);
  const create = useMutation({ mutationFn: signUp });

  const lacksCapital = !capitalLetterPattern.test(password);
  const passwordHint = passwordNote(t, password, errors.password?.message);
  const usernameMissing = username.trim() === '';
  // The live status already says what is wrong with the username; the form's own error would repeat it.
  const usernameRuleShown =
    usernameStatus === 'taken' ||
    usernameStatus === 'tooShort' ||
    usernameStatus === 'tooLong' ||
    usernameStatus === 'invalidCharacters';

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await create.mutateAsync({ ...values, language: currentLanguage() });
      form.reset(blank);
      onCreated();
    } catch (error) {
      setFailure(signUpErrorText(error, 'community'));
      if (!(error instanceof ApiRequestError)) return;
      if (error.code === 'USERNAME_TAKEN')
        queryClient.setQueryData(usernameQueryKey(values.username), {
          username: values.username,
          available: false,
        });
      applyServerIssues(error.issues, fields, form.setError);
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      onFocus={memberCheck.preload}
      className="flex flex-col gap-4"
      aria-describedby={failure ? 'member-failure' : undefined}
    >
      {failure ? (
        <div id="member-failure">
          <Alert tone="error">{t(failure.key, failure.values)}</Alert>
        </div>
      ) : null}
      <TextField
        id="fullName"
        label={t('auth.fields.fullName')}
        error={fieldErrorText(t, errors.fullName?.message)}
        registration={form.register('fullName')}
        autoComplete="name"
      />
      <FormField
        id="username"
        label={t('auth.fields.username')}
        error={usernameRuleShown ? undefined : fieldErrorText(t, errors.username?.message)}
        hint={<UsernameStatusText status={usernameStatus} />}
      >
        {(control) => (
          <Input
            {...control}
            aria-invalid={control['aria-invalid'] || usernameRuleShown}
            {...form.register('username')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
          />
        )}
      </FormField>
      <TextField
        id="email"
        label={t('auth.fields.email')}
        error={fieldErrorText(t, errors.email?.message)}
        registration={form.register('email')}
        type="email"
        autoComplete="email"
      />
      <FormField
        id="password"
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
      <Button
        type="submit"
        size="lg"
        disabled={create.isPending || lacksCapital || usernameRuleShown || usernameMissing}
      >
        {create.isPending ? t('auth.busy.creatingAccount') : t('auth.actions.createAccount')}
      </Button>
    </form>
  );
}
