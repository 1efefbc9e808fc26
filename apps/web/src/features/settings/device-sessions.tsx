import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { accountErrorText } from '@/features/auth/auth-errors';
import { useSignOut } from '@/features/session/use-sign-out';
import { revokeOtherSessions } from './account-api';
import { AccountSubsection } from './account-subsection';

/** Sign out of the other devices, or of every device including this one (after a confirmation). */
export function DeviceSessions() {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const others = useMutation({
    mutationFn: revokeOtherSessions,
    onSuccess: () => toast.success(t('account.devices.othersSignedOut')),
  });
  const everywhere = useSignOut();
  const failure = others.isError
    ? accountErrorText(others.error)
    : everywhere.isError
      ? accountErrorText(everywhere.error)
      : null;

  return (
    <AccountSubsection
      id="devices-title"
      title={t('account.devices.title')}
      description={t('account.devices.description')}
    >
      {failure ? <Alert tone="error">{t(failure.key, failure.values)}</Alert> : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          type="button"
          variant="outline"
          disabled={others.isPending}
          onClick={() => others.mutate()}
        >
          {others.isPending ? t('account.working') : t('account.devices.signOutOthers')}
        </Button>
        <Button type="button" variant="destructive" onClick={() => setConfirming(true)}>
          {t('account.devices.signOutAll')}
        </Button>
      </div>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('account.devices.confirmTitle')}</DialogTitle>
            <DialogDescription>{t('account.devices.confirmText')}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="ghost" disabled={everywhere.isPending}>
                {t('account.cancel')}
              </Button>
            </DialogClose>
            <Button
              type="button"
              variant="destructive"
              disabled={everywhere.isPending}
              onClick={() => everywhere.mutate('all-devices')}
            >
              {everywhere.isPending ? t('account.working') : t('account.devices.confirm')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </AccountSubsection>
  );
}
