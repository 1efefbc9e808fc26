import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';

interface PasswordConfirmProps {
  id: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  error: string | null;
  onSubmit: (password: string) => void;
  onCancel: () => void;
  /** The submit button warns (a deletion). */
  destructive?: boolean;
}

/** Asks for the password again before a change to the account's security. */
export function PasswordConfirm({
  id,
  submitLabel,
  busyLabel,
  busy,
  error,
  onSubmit,
  onCancel,
  destructive = false,
}: PasswordConfirmProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    setMissing(password === '');
    if (password !== '') onSubmit(password);
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3 rounded-lg bg-muted p-4">
      {error ? <Alert tone="error">{error}</Alert> : null}
      <FormField
        id={id}
        label={t('account.confirmPassword')}
        error={missing ? t('validation.passwordRequired') : undefined}
      >
        {(control) => (
          <PasswordInput
            {...control}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoComplete="current-password"
            autoFocus
          />
        )}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant={destructive ? 'destructive' : 'default'} disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel} disabled={busy}>
          {t('account.cancel')}
        </Button>
      </div>
    </form>
  );
}
