import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { adminKeys } from './admin-api';

/** What an action asks for before it runs: a reason always, a number of days for a suspension. */
export interface Pending {
  title: string;
  withDays: boolean;
  reasonRequired: boolean;
  confirm: string;
  run: (reason: string, days: number) => Promise<unknown>;
}

/** Asks for the reason (and days) of an admin action, then runs it. */
export function ReasonDialog({
  pending,
  onClose,
}: {
  pending: Pending | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [days, setDays] = useState('7');
  const [busy, setBusy] = useState(false);
  const close = () => {
    setReason('');
    setDays('7');
    onClose();
  };
  return (
    <Dialog open={pending !== null} onOpenChange={(open) => (open || busy ? undefined : close())}>
      <DialogContent>
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!pending) return;
            setBusy(true);
            pending
              .run(reason.trim(), Number(days))
              .then(async () => {
                toast.success(t('admin.done'));
                await queryClient.invalidateQueries({ queryKey: adminKeys.all });
                close();
              })
              .catch(() => toast.error(t('admin.failed')))
              .finally(() => setBusy(false));
          }}
        >
          <DialogHeader>
            <DialogTitle>{pending?.title}</DialogTitle>
            <DialogDescription>{t('admin.reasonHint')}</DialogDescription>
          </DialogHeader>
          {pending?.withDays ? (
            <label className="flex flex-col gap-2 text-sm font-medium">
              {t('admin.days')}
              <Input
                type="number"
                min={1}
                max={3650}
                required
                value={days}
                onChange={(event) => setDays(event.target.value)}
              />
            </label>
          ) : null}
          <label className="flex flex-col gap-2 text-sm font-medium">
            {t('admin.reason')}
            <Textarea
              rows={3}
              maxLength={1000}
              required={pending?.reasonRequired ?? true}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </label>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close} disabled={busy}>
              {t('admin.cancel')}
            </Button>
            <Button type="submit" disabled={busy}>
              {pending?.confirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
