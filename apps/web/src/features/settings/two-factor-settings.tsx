import { useMutation, useQueryClient } from '@tanstack/react-query';
import ShieldCheck from 'lucide-react/icons/shield-check';
import ShieldOff from 'lucide-react/icons/shield-off';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { verifyTotp } from '@/features/auth/auth-api';
import { accountErrorText } from '@/features/auth/auth-errors';
import { refreshSession } from '@/features/session/session';
import { disableTwoFactor, enableTwoFactor, type TwoFactorSetup as Setup } from './account-api';
import { AccountSubsection } from './account-subsection';
import { PasswordConfirm } from './password-confirm';
import { TwoFactorSetup } from './two-factor-setup';

type Step = { name: 'idle' } | { name: 'password' } | { name: 'setup'; setup: Setup };

/** Two-factor authentication on and off: password, QR code and backup codes, then a first code. */
export function TwoFactorSettings({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const text = (error: unknown): string => {
    const failure = accountErrorText(error);
    return t(failure.key, failure.values);
  };
  const done = async (message: string): Promise<void> => {
    setStep({ name: 'idle' });
    toast.success(message);
    await refreshSession(queryClient).catch(() => null);
  };

  const enable = useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: (setup) => setStep({ name: 'setup', setup }),
  });
  const confirm = useMutation({
    mutationFn: verifyTotp,
    onSuccess: () => done(t('account.twoFactor.enabled')),
  });
  const disable = useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => done(t('account.twoFactor.disabled')),
  });
  const reset = (): void => {
    setStep({ name: 'idle' });
    for (const mutation of [enable, confirm, disable]) mutation.reset();
  };

  return (
    <AccountSubsection
      id="two-factor-title"
      title={t('account.twoFactor.title')}
      description={t('account.twoFactor.description')}
    >
      <p className="flex items-center gap-2 text-sm font-medium">
        {enabled ? (
          <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
        ) : (
          <ShieldOff className="size-5 text-muted-foreground" aria-hidden="true" />
        )}
        {enabled ? t('account.twoFactor.statusOn') : t('account.twoFactor.statusOff')}
      </p>
      {step.name === 'idle' ? (
        <Button
          type="button"
          variant={enabled ? 'outline' : 'default'}
          className="self-start"
          onClick={() => setStep({ name: 'password' })}
        >
          {enabled ? t('account.twoFactor.turnOff') : t('account.twoFactor.turnOn')}
        </Button>
      ) : null}
      {step.name === 'password' ? (
        <PasswordConfirm
          id="twoFactorPassword"
          submitLabel={enabled ? t('account.twoFactor.turnOff') : t('account.twoFactor.continue')}
          busyLabel={t('account.working')}
          busy={enable.isPending || disable.isPending}
          error={enable.isError ? text(enable.error) : disable.isError ? text(disable.error) : null}
          onSubmit={(password) => (enabled ? disable.mutate(password) : enable.mutate(password))}
          onCancel={reset}
        />
      ) : null}
      {step.name === 'setup' ? (
        <TwoFactorSetup
          setup={step.setup}
          busy={confirm.isPending}
          error={confirm.isError ? text(confirm.error) : null}
          onConfirm={(code) => confirm.mutate(code)}
          onCancel={reset}
        />
      ) : null}
    </AccountSubsection>
  );
}
