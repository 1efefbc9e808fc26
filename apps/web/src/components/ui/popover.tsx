import { Popover as PopoverPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * A panel that opens from a button (Radix): Escape, a click outside or moving the focus away closes
 * it and gives the focus back to the button; it stays within the screen on phones. Its content stays
 * beside its button (no portal), inside the same landmark, and comes next in the tab order. It
 * closes at once (no fade out), so nothing of it lingers after Escape.
 */
export const Popover = PopoverPrimitive.Root;
export const PopoverTrigger = PopoverPrimitive.Trigger;
export const PopoverAnchor = PopoverPrimitive.Anchor;

/**
 * Focus that moves into a dialog opened from the panel (its Clear all confirmation) is not "outside":
 * React told Radix so through the component tree, which Preact (vite.config.ts) does not do for a
 * dialog in a portal, so the panel asks the page.
 */
function isInOtherDialog(target: EventTarget | null, panel: Element | null): boolean {
  const dialog =
    target instanceof Element ? target.closest('[role="dialog"],[role="alertdialog"]') : null;
  return dialog !== null && dialog !== panel;
}

export function PopoverContent({
  className,
  sideOffset = 8,
  align = 'end',
  onFocusOutside,
  ...props
}: ComponentProps<typeof PopoverPrimitive.Content>) {
  return (
    <PopoverPrimitive.Content
      sideOffset={sideOffset}
      align={align}
      collisionPadding={8}
      onFocusOutside={(event) => {
        if (isInOtherDialog(event.target, event.currentTarget as Element | null)) {
          event.preventDefault();
        }
        onFocusOutside?.(event);
      }}
      className={cn(
        'z-50 rounded-lg border bg-popover text-popover-foreground shadow-lg outline-none data-[state=open]:animate-in data-[state=open]:fade-in-0 data-[state=open]:zoom-in-95',
        className,
      )}
      {...props}
    />
  );
}
