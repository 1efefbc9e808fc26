import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { rememberClearedAt } from './cleared-at';
import { clearAllNotifications, refreshNotifications, showAllCleared } from './notifications-api';

interface ClearAllDialogProps {
  userId: string;
  disabled: boolean;
  /** After clearing, where the focus goes (the Clear all button is then disabled). */
  onCleared: () => void;
}

/** Clear all cannot be undone, so it asks first (DESIGN: destructive actions confirm). */
export function ClearAllDialog({ userId, disabled, onCleared }: ClearAllDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [cleared, setCleared] = useState(false);
  const clear = useMutation({
    mutationFn: clearAllNotifications,
    onSuccess: () => {
      // SPEC §9: no popups for 5 minutes after clearing, in every tab of this browser.
      rememberClearedAt(userId);
      void showAllCleared(queryClient);
      setCleared(true);
      setOpen(false);
    },
    onError: () => {
      void refreshNotifications(queryClient);
    },
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          clear.reset();
          setCleared(false);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="ghost" size="sm" disabled={disabled}>
          {t('notifications.panel.clearAll')}
        </Button>
      </DialogTrigger>
      <DialogContent
        onCloseAutoFocus={(event) => {
          if (!cleared) return;
          event.preventDefault();
          onCleared();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('notifications.clear.title')}</DialogTitle>
          <DialogDescription>{t('notifications.clear.text')}</DialogDescription>
        </DialogHeader>
        {clear.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('notifications.panel.actionFailed')}
          </p>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={clear.isPending}>
              {t('notifications.clear.cancel')}
            </Button>
          </DialogClose>
          <Button
            type="button"
            variant="destructive"
            disabled={clear.isPending}
            onClick={() => clear.mutate()}
          >
            {clear.isPending ? t('notifications.clear.clearing') : t('notifications.clear.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
