import type { ReactNode, RefObject } from 'react';
import { Button } from './button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './dialog';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** What happens, and what cannot be undone. */
  description: ReactNode;
  confirmLabel: ReactNode;
  busyLabel: ReactNode;
  cancelLabel: ReactNode;
  busy: boolean;
  onConfirm: () => void;
  /** An error already translated, shown in the dialog. */
  error?: ReactNode;
  /** Where the focus goes when it closes (a dialog opened from a menu has no trigger of its own). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** Asks before a destructive action; the confirm button shows its busy text and is disabled while busy. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  busyLabel,
  cancelLabel,
  busy,
  onConfirm,
  error,
  returnFocusTo,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <DialogContent
        role="alertdialog"
        onCloseAutoFocus={(event) => {
          const target = returnFocusTo?.current;
          if (!target?.isConnected) return;
          event.preventDefault();
          target.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {error ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={busy}>
              {cancelLabel}
            </Button>
          </DialogClose>
          <Button variant="destructive" disabled={busy} onClick={onConfirm}>
            {busy ? busyLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
