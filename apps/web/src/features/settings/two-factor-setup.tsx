import { useQuery } from '@tanstack/react-query';
import Copy from 'lucide-react/icons/copy';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { totpSecret, type TwoFactorSetup as Setup } from './account-api';

interface TwoFactorSetupProps {
  setup: Setup;
  busy: boolean;
  error: string | null;
  onConfirm: (code: string) => void;
  onCancel: () => void;
}

/** The QR code (qrcode loads only here), the secret, the backup codes, and the first code to confirm. */
export function TwoFactorSetup({ setup, busy, error, onConfirm, onCancel }: TwoFactorSetupProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [copied, setCopied] = useState(false);
  const qr = useQuery({
    queryKey: ['totp-qr', setup.totpURI],
    queryFn: async () =>
      (await import('qrcode')).toDataURL(setup.totpURI, { margin: 1, width: 192 }),
    staleTime: Infinity,
    gcTime: 0,
  });
  const secret = totpSecret(setup.totpURI);

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    onConfirm(code.replace(/\s/g, ''));
  };
  const copyCodes = async (): Promise<void> => {
    try {
      await navigator.clipboard.writeText(setup.backupCodes.join('\n'));
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <div className="flex flex-col gap-4 rounded-lg bg-muted p-4">
      <ol className="flex list-decimal flex-col gap-4 pl-5 text-sm">
        <li>
          <p>{t('account.twoFactor.scan')}</p>
          <div className="mt-2 size-48 overflow-hidden rounded-md bg-white p-1">
            {qr.data ? (
              <img src={qr.data} alt={t('account.twoFactor.qrAlt')} className="size-full" />
            ) : (
              <Skeleton className="size-full" />
            )}
          </div>
          {secret ? (
            <p className="mt-2">
              {t('account.twoFactor.secret')}{' '}
              <code className="rounded bg-background px-1.5 py-0.5 break-all">{secret}</code>
            </p>
          ) : null}
        </li>
        <li>
          <p>{t('account.twoFactor.backupIntro')}</p>
          <ul
            className="mt-2 grid grid-cols-2 gap-1 font-mono sm:grid-cols-3"
            aria-label={t('account.twoFactor.backupCodes')}
          >
            {setup.backupCodes.map((backupCode) => (
              <li key={backupCode} className="rounded bg-background px-2 py-1">
                {backupCode}
              </li>
            ))}
          </ul>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="mt-2"
            onClick={() => void copyCodes()}
          >
            <Copy aria-hidden="true" />
            {copied ? t('account.twoFactor.copied') : t('account.twoFactor.copy')}
          </Button>
        </li>
        <li>
          <form noValidate onSubmit={submit} className="flex flex-col gap-3">
            {error ? <Alert tone="error">{error}</Alert> : null}
            <FormField id="totpConfirm" label={t('account.twoFactor.confirmCode')}>
              {(control) => (
                <Input
                  {...control}
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={7}
                />
              )}
            </FormField>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={busy || !/^\d{6}$/.test(code.replace(/\s/g, ''))}>
                {busy ? t('auth.twoFactor.verifying') : t('account.twoFactor.turnOnConfirm')}
              </Button>
              <Button type="button" variant="ghost" onClick={onCancel} disabled={busy}>
                {t('account.cancel')}
              </Button>
            </div>
          </form>
        </li>
      </ol>
    </div>
  );
}
