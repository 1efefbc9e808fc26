import { useSyncExternalStore } from 'react';

function mediaQuery(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query)
    : null;
}

/**
 * Whether a CSS media query matches now, following its changes. For what CSS cannot decide alone,
 * such as not fetching the right column's data on a phone. False where matchMedia is missing.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = mediaQuery(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => mediaQuery(query)?.matches ?? false,
    () => false,
  );
}

/** The frame's breakpoints: tablets and up get the sidebar, wide screens the right column. */
export const breakpoints = {
  sidebar: '(min-width: 768px)',
  rightColumn: '(min-width: 1200px)',
} as const;
