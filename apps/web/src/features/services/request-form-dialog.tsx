import type { FormEvent, ReactNode } from 'react';
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

/** What every request dialog takes from the screen that opens it. */
export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

interface RequestFormDialogProps extends DialogProps {
  title: string;
  description: string;
  /** `alertdialog` for a step that cannot be taken back (cancelling a request). */
  role?: 'dialog' | 'alertdialog';
  /** While sent: the dialog stays open and its buttons wait. */
  pending: boolean;
  /** What went wrong, said above the buttons. */
  problem: string | null;
  closeLabel: string;
  /** The submit button's text, its busy text while `pending`. */
  submitLabel: string;
  destructive?: boolean;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}

/**
 * The frame of the request dialogs (ask for a service, move a request, review it): a title and what
 * it is about, the form's fields, what went wrong, and back/submit. It cannot be closed while sent.
 */
export function RequestFormDialog({
  open,
  onOpenChange,
  title,
  description,
  role = 'dialog',
  pending,
  problem,
  closeLabel,
  submitLabel,
  destructive = false,
  onSubmit,
  children,
}: RequestFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent role={role}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
          {children}
          {problem ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {problem}
            </p>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={pending}>
                {closeLabel}
              </Button>
            </DialogClose>
            <Button
              type="submit"
              variant={destructive ? 'destructive' : 'default'}
              disabled={pending}
            >
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
