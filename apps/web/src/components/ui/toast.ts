import type { toast as sonnerToast, Toaster } from './toaster';

/**
 * Toasts without sonner in the first download: `toast.success(…)` and `toast.error(…)` fetch the
 * toaster (sonner and our Toaster) on the first toast, and the root layout mounts it from then on;
 * sonner shows the toasts made before its Toaster subscribed. Import `toast` from here, not from
 * 'sonner' (lint says so).
 */
type ToasterModule = { toast: typeof sonnerToast; Toaster: typeof Toaster };

let loading: Promise<ToasterModule> | undefined;
const listeners = new Set<() => void>();

/** Starts (once) fetching the toaster; the root layout mounts it when this has been called. */
export function loadToaster(): Promise<ToasterModule> {
  if (!loading) {
    loading = import('./toaster');
    for (const listener of listeners) listener();
  }
  return loading;
}

/** For useSyncExternalStore: whether a toast was asked for, so the Toaster should be mounted. */
export const toasterWanted = {
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): boolean => loading !== undefined,
};

type Message = Parameters<ToasterModule['toast']['success']>[0];
type ExternalToast = Parameters<ToasterModule['toast']['success']>[1];

function show(kind: 'success' | 'error', message: Message, options?: ExternalToast): void {
  loadToaster()
    .then(({ toast: sonner }) => sonner[kind](message, options))
    .catch((error: unknown) => console.error('The toaster failed to load', error));
}

export const toast = {
  success: (message: Message, options?: ExternalToast): void => show('success', message, options),
  error: (message: Message, options?: ExternalToast): void => show('error', message, options),
  /** Dismisses one toast (or all); nothing to do while no toast was ever shown. */
  dismiss(id?: string | number): void {
    void loading?.then(({ toast: sonner }) => sonner.dismiss(id));
  },
};
