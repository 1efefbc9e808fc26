/** What every request dialog takes from the screen that opens it. */
export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}
