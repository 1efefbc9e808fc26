import { useSyncExternalStore } from 'react';
import { readStorage, storageKeys, writeStorage } from './storage';

const themes = ['light', 'dark', 'system'] as const;
export type Theme = (typeof themes)[number];

const listeners = new Set<() => void>();
const systemDark = (): MediaQueryList => window.matchMedia('(prefers-color-scheme: dark)');

function storedTheme(): Theme {
  const value = readStorage(storageKeys.theme);
  return themes.find((theme) => theme === value) ?? 'system';
}

let current: Theme = typeof window === 'undefined' ? 'system' : storedTheme();

function apply(theme: Theme): void {
  const dark = theme === 'dark' || (theme === 'system' && systemDark().matches);
  document.documentElement.classList.toggle('dark', dark);
}

export function setTheme(theme: Theme): void {
  current = theme;
  writeStorage(storageKeys.theme, theme);
  apply(theme);
  for (const listener of listeners) listener();
}

/** Follows the operating system's theme while the choice is "system". */
export function watchSystemTheme(): () => void {
  const query = systemDark();
  const onChange = (): void => {
    if (current === 'system') apply('system');
  };
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useTheme(): Theme {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => 'system',
  );
}
