import { DropdownMenu as DropdownMenuPrimitive } from 'radix-ui';
import { useRef, type ComponentProps, type Ref } from 'react';
import { cn } from '@/lib/cn';

/**
 * A menu of actions or links (Radix): arrow keys move between the items, typing a letter jumps to
 * one, Escape, a click elsewhere or tabbing away closes it, and the focus goes back to its button.
 * Not modal: the rest of the page is not hidden from assistive technology while it is open (a menu
 * button needs no more), and its content stays beside its button, inside the same landmark.
 */
export function DropdownMenu({
  modal = false,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Root>) {
  return <DropdownMenuPrimitive.Root modal={modal} {...props} />;
}

export const DropdownMenuTrigger = DropdownMenuPrimitive.Trigger;
export const DropdownMenuGroup = DropdownMenuPrimitive.Group;

/** Sets a ref given as a prop (a function or an object) as well as one's own. */
function bothRefs<T>(own: { current: T | null }, given: Ref<T> | undefined) {
  return (node: T | null): void => {
    own.current = node;
    if (typeof given === 'function') given(node);
    else if (given) given.current = node;
  };
}

type PointerDownOutside = Parameters<
  NonNullable<ComponentProps<typeof DropdownMenuPrimitive.Content>['onPointerDownOutside']>
>[0];

/**
 * A press on the menu's own button is not a press "outside" it: the button opens and closes the
 * menu itself. Radix's content, while it fades out after a choice, would otherwise take a quick
 * press on the button for a click elsewhere and close the menu that this press has just opened.
 */
function pressesOwnButton(content: HTMLElement | null, event: PointerDownOutside): boolean {
  const buttonId = content?.getAttribute('aria-labelledby');
  const pressed = event.target instanceof Element ? event.target : null;
  return Boolean(buttonId && pressed?.closest(`[id="${CSS.escape(buttonId)}"]`));
}

export function DropdownMenuContent({
  className,
  sideOffset = 6,
  align = 'end',
  ref,
  onPointerDownOutside,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Content>) {
  const content = useRef<HTMLDivElement | null>(null);
  return (
    <DropdownMenuPrimitive.Content
      ref={bothRefs(content, ref)}
      onPointerDownOutside={(event) => {
        onPointerDownOutside?.(event);
        if (pressesOwnButton(content.current, event)) event.preventDefault();
      }}
      sideOffset={sideOffset}
      align={align}
      collisionPadding={8}
      className={cn(
        'z-50 max-h-(--radix-dropdown-menu-content-available-height) min-w-48 overflow-y-auto rounded-lg border bg-popover p-1 text-popover-foreground shadow-lg data-[state=open]:animate-in data-[state=open]:fade-in-0 data-[state=open]:zoom-in-95 data-[state=closed]:animate-out data-[state=closed]:fade-out-0',
        className,
      )}
      {...props}
    />
  );
}

interface DropdownMenuItemProps extends ComponentProps<typeof DropdownMenuPrimitive.Item> {
  variant?: 'default' | 'destructive';
}

export function DropdownMenuItem({
  className,
  variant = 'default',
  ...props
}: DropdownMenuItemProps) {
  return (
    <DropdownMenuPrimitive.Item
      className={cn(
        'flex w-full cursor-default items-center gap-2 rounded-md px-3 py-2 text-left text-sm outline-none select-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[highlighted]:bg-muted [&_svg]:size-4 [&_svg]:shrink-0',
        variant === 'destructive' && 'text-destructive',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuLabel({
  className,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Label>) {
  return (
    <DropdownMenuPrimitive.Label
      className={cn('truncate px-3 py-2 text-sm font-semibold', className)}
      {...props}
    />
  );
}

export function DropdownMenuSeparator({
  className,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Separator>) {
  return (
    <DropdownMenuPrimitive.Separator
      className={cn('-mx-1 my-1 h-px bg-border', className)}
      {...props}
    />
  );
}
