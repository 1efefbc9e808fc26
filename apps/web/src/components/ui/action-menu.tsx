import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface ActionMenuItem {
  label: ReactNode;
  icon?: ReactNode;
  onSelect: () => void;
  destructive?: boolean;
}

interface ActionMenuProps {
  /** The accessible name of the button that opens the menu, e.g. "Post options". */
  label: string;
  /** The button's face, usually an icon. */
  trigger: ReactNode;
  items: readonly ActionMenuItem[];
  className?: string;
}

const itemClass =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm outline-none hover:bg-muted focus-visible:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50 [&_svg]:size-4';

/**
 * A small disclosure menu of actions (no popper library): a button that shows a list of buttons.
 * Escape or a click elsewhere closes it and gives focus back; the arrow keys move between items.
 */
export function ActionMenu({ label, trigger, items, className }: ActionMenuProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open) return;
    list.current?.querySelector('button')?.focus();
    const onPointer = (event: PointerEvent): void => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent): void => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const moveFocus = (step: number): void => {
    const buttons = [...(list.current?.querySelectorAll('button') ?? [])];
    const index = buttons.findIndex((candidate) => candidate === document.activeElement);
    buttons[(index + step + buttons.length) % buttons.length]?.focus();
  };

  return (
    <div ref={root} className={cn('relative', className)}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={label}
        onClick={() => setOpen((value) => !value)}
        className="inline-grid size-9 place-items-center rounded-full text-muted-foreground outline-none hover:bg-muted hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {trigger}
      </button>
      <ul
        ref={list}
        id={listId}
        hidden={!open}
        className="absolute right-0 z-40 mt-1 w-48 rounded-lg border bg-popover p-1 text-popover-foreground shadow-lg"
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            moveFocus(event.key === 'ArrowDown' ? 1 : -1);
          }
        }}
        onBlur={(event) => {
          if (
            !event.currentTarget.contains(event.relatedTarget) &&
            event.relatedTarget !== button.current
          )
            setOpen(false);
        }}
      >
        {items.map((item, index) => (
          <li key={index}>
            <button
              type="button"
              className={cn(itemClass, item.destructive && 'text-destructive')}
              onClick={() => {
                setOpen(false);
                // Focus goes back to the menu button first, so a dialog opened by the item returns it there.
                button.current?.focus();
                item.onSelect();
              }}
            >
              {item.icon}
              {item.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
