import { useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from '@/lib/storage';

/** Whether the Ge'ez typing aid is on: a choice of this device, like the theme. */
const key = 'aebro.geezTyping';
const listeners = new Set<() => void>();

let current = typeof window === 'undefined' ? false : readStorage(key) === 'on';

function notify(): void {
  for (const listener of listeners) listener();
}

export function geezTypingOn(): boolean {
  return current;
}

export function setGeezTyping(on: boolean): void {
  current = on;
  writeStorage(key, on ? 'on' : 'off');
  notify();
}

function onStorage(event: StorageEvent): void {
  if (event.key !== key) return;
  current = readStorage(key) === 'on';
  notify();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** The choice made in Settings → Appearance or with the button beside a text box. */
export function useGeezTypingPreference(): boolean {
  return useSyncExternalStore(subscribe, geezTypingOn, () => false);
}
