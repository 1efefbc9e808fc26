import { readStorage, writeStorage } from './storage';

/**
 * A choice remembered on this device (localStorage), read once and kept in memory, with listeners:
 * what `useSyncExternalStore` and code outside React read. A choice made in another tab applies here
 * too (the `storage` event). `also` adds another source of change while anyone listens (it gets
 * `notify` and returns how to stop).
 */
export interface StoredChoice<T> {
  get: () => T;
  set: (value: T) => void;
  subscribe: (listener: () => void) => () => void;
}

export function storedChoice<T>(options: {
  key: string;
  /** The stored text as a choice; null for a missing or unknown value (then `fallback`). */
  parse: (stored: string | null) => T | null;
  fallback: T;
  serialize?: (value: T) => string;
  also?: (notify: () => void) => () => void;
}): StoredChoice<T> {
  const { key, parse, fallback } = options;
  const serialize = options.serialize ?? String;
  const stored = (): T => parse(readStorage(key)) ?? fallback;
  const listeners = new Set<() => void>();
  let current = typeof window === 'undefined' ? fallback : stored();
  let stopAlso: (() => void) | undefined;

  const notify = (): void => {
    for (const listener of listeners) listener();
  };
  const onStorage = (event: StorageEvent): void => {
    if (event.key !== key) return;
    current = stored();
    notify();
  };
  return {
    get: () => current,
    set: (value) => {
      current = value;
      writeStorage(key, serialize(value));
      notify();
    },
    subscribe: (listener) => {
      if (listeners.size === 0) {
        window.addEventListener('storage', onStorage);
        stopAlso = options.also?.(notify);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        window.removeEventListener('storage', onStorage);
        stopAlso?.();
        stopAlso = undefined;
      };
    },
  };
}
