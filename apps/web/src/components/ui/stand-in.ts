import { useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';

/**
 * The state and handlers of a stand-in menu button: a button of the same look as the real menu's
 * trigger, shown until the menu's code (loaded on demand, see on-demand.ts) is there. Pointing at it
 * or focusing it starts the download; a press (or Enter, Space, ArrowDown) opens the menu as soon as
 * it has loaded. `focused` tells the real trigger to take over the focus when it replaces this one.
 */
export function useStandInMenu(fetch: () => void) {
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState(false);
  const openMenu = (): void => {
    setOpen(true);
    fetch();
  };
  const buttonProps = {
    'aria-haspopup': 'menu' as const,
    'aria-expanded': open,
    onPointerEnter: fetch,
    onFocus: (_event: FocusEvent<HTMLButtonElement>) => {
      setFocused(true);
      fetch();
    },
    onBlur: (_event: FocusEvent<HTMLButtonElement>) => setFocused(false),
    onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
      if (event.button === 0 && !event.ctrlKey) openMenu();
    },
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
        event.preventDefault();
        openMenu();
      }
    },
  };
  return { open, setOpen, focused, buttonProps };
}
