import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { refreshSession } from '@/features/session/session';
import { ApiRequestError } from '@/lib/api';
import { useDateFormat } from '@/lib/use-date-format';
import { AccountSubsection } from './account-subsection';
import { requestDeletion } from './my-data-api';
import { PasswordConfirm } from './password-confirm';

type Step = 'idle' | 'password' | 'code';

function CodeConfirm({
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  busy: boolean;
  error: string | null;
  onSubmit: (code: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (code.trim()) onSubmit(code.trim());
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3 rounded-lg bg-muted p-4">
      <FormField
        id="deleteAccountCode"
        label={t('account.deletion.codeLabel')}
        error={error ?? undefined}
      >
        {(control) => (
          <Input
            {...control}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="one-time-code"
            inputMode="text"
            required
            autoFocus
          />
        )}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="destructive" disabled={busy}>
          {busy ? t('account.working') : t('account.deletion.confirm')}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel} disabled={busy}>
          {t('account.cancel')}
        </Button>
      </div>
    </form>
  );
}

/**
 * Settings → Account → Delete my account: what goes and what stays, said up front; the password
 * (or a two-step code) again; then every session ends and the 14-day grace period starts.
 */
export function DeleteAccountSettings({ twoFactorEnabled }: { twoFactorEnabled: boolean }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>('idle');
  const remove = useMutation({
    mutationFn: requestDeletion,
    onSuccess: async (state) => {
      toast.success(
        t('account.deletion.scheduled', {
          date: format.date(state.purgeAfter ?? new Date(), { dateStyle: 'long' }),
        }),
      );
      // Every session ended: the app goes to sign-in.
      await refreshSession(queryClient).catch(() => null);
    },
  });
  const error = remove.isError
    ? remove.error instanceof ApiRequestError && remove.error.code === 'INVALID_CODE'
      ? t('account.deletion.wrongCode')
      : t('account.deletion.wrongPassword')
    : null;
  const cancel = (): void => {
    setStep('idle');
    remove.reset();
  };
  return (
    <AccountSubsection
      id="delete-account-title"
      title={t('account.deletion.title')}
      description={t('account.deletion.description')}
    >
      {step === 'idle' ? (
        <Button
          type="button"
          variant="destructive"
          className="self-start"
          onClick={() => setStep('password')}
        >
          {t('account.deletion.start')}
        </Button>
      ) : (
        <div className="flex flex-col gap-3">
          <div className="grid gap-3 text-sm sm:grid-cols-2">
            <div className="rounded-lg border border-destructive/40 p-3">
              <h4 className="font-medium">{t('account.deletion.removedTitle')}</h4>
              <p className="text-muted-foreground">{t('account.deletion.removed')}</p>
            </div>
            <div className="rounded-lg border p-3">
              <h4 className="font-medium">{t('account.deletion.keptTitle')}</h4>
              <p className="text-muted-foreground">{t('account.deletion.kept')}</p>
            </div>
          </div>
          <p className="text-sm">{t('account.deletion.exportFirst')}</p>
          {step === 'password' ? (
            <PasswordConfirm
              id="deleteAccountPassword"
              submitLabel={t('account.deletion.confirm')}
              busyLabel={t('account.working')}
              busy={remove.isPending}
              error={error}
              onSubmit={(password) => remove.mutate({ password })}
              onCancel={cancel}
              destructive
            />
          ) : (
            <CodeConfirm
              busy={remove.isPending}
              error={error}
              onSubmit={(code) => remove.mutate({ code })}
              onCancel={cancel}
            />
          )}
          {twoFactorEnabled ? (
            <Button
              type="button"
              variant="link"
              className="self-start px-0"
              onClick={() => {
                remove.reset();
                setStep(step === 'password' ? 'code' : 'password');
              }}
            >
              {step === 'password'
                ? t('account.deletion.useCode')
                : t('account.deletion.usePassword')}
            </Button>
          ) : null}
        </div>
      )}
    </AccountSubsection>
  );
}
