import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cancelledDeletionToast } from './deletion-cancelled';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { verifyBackupCode, verifyTotp } from './auth-api';
import { twoFactorErrorText, type ErrorText } from './auth-errors';

interface TwoFactorChallengeProps {
  onVerified: () => Promise<void>;
  onCancel: () => void;
}

/** The second step of sign-in: the 6-digit code of the authenticator app, or one of the backup codes. */
export function TwoFactorChallenge({ onVerified, onCancel }: TwoFactorChallengeProps) {
  const { t } = useTranslation();
  const [backup, setBackup] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ErrorText | null>(null);
  const cleaned = backup ? code.trim() : code.replace(/\s/g, '');
  const complete = backup ? cleaned.length >= 6 : /^\d{6}$/.test(cleaned);

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (!complete) {
      setFailure({
        key: backup ? 'auth.twoFactor.backupCodeRequired' : 'auth.twoFactor.codeRequired',
      });
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const answer = await (backup ? verifyBackupCode(cleaned) : verifyTotp(cleaned));
      if (answer.accountDeletionCancelled) cancelledDeletionToast(t);
      await onVerified();
    } catch (error) {
      setFailure(twoFactorErrorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <div>
        <h2 className="text-lg font-semibold">{t('auth.twoFactor.title')}</h2>
        <p className="text-sm text-muted-foreground">
          {backup ? t('auth.twoFactor.backupDescription') : t('auth.twoFactor.description')}
        </p>
      </div>
      {failure ? <Alert tone="error">{t(failure.key, failure.values)}</Alert> : null}
      <FormField
        id="twoFactorCode"
        label={backup ? t('auth.twoFactor.backupCodeLabel') : t('auth.twoFactor.codeLabel')}
      >
        {(control) => (
          <Input
            {...control}
            aria-invalid={Boolean(failure)}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="one-time-code"
            inputMode={backup ? 'text' : 'numeric'}
            maxLength={backup ? 32 : 7}
            autoFocus
          />
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? t('auth.twoFactor.verifying') : t('auth.twoFactor.verify')}
      </Button>
      <div className="flex flex-wrap justify-between gap-2">
        <Button
          type="button"
          variant="link"
          className="px-0"
          onClick={() => {
            setBackup((value) => !value);
            setCode('');
            setFailure(null);
          }}
        >
          {backup ? t('auth.twoFactor.useApp') : t('auth.twoFactor.useBackup')}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('auth.twoFactor.back')}
        </Button>
      </div>
    </form>
  );
}
