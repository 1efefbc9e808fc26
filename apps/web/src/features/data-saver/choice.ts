import { readStorage, writeStorage } from '@/lib/storage';

/**
 * Data saver (issue 18): images wait for a tap, with their size, and the smallest copies are used.
 * `auto` (the default) turns it on when the browser reports Save-Data or a slow connection.
 */
export const dataSaverChoices = ['auto', 'on', 'off'] as const;
export type DataSaverChoice = (typeof dataSaverChoices)[number];

const key = 'aebro.dataSaver';
const listeners = new Set<() => void>();

interface NetworkInformation extends EventTarget {
  saveData?: boolean;
  effectiveType?: string;
}

function connection(): NetworkInformation | undefined {
  return (navigator as Navigator & { connection?: NetworkInformation }).connection;
}

function stored(): DataSaverChoice {
  const value = readStorage(key);
  return dataSaverChoices.find((choice) => choice === value) ?? 'auto';
}

let choice: DataSaverChoice = typeof window === 'undefined' ? 'auto' : stored();

/** Whether the browser asks to save data: Save-Data, or a 2G-like connection. */
export function connectionIsSlow(): boolean {
  const info = typeof navigator === 'undefined' ? undefined : connection();
  if (!info) return false;
  return info.saveData === true || ['slow-2g', '2g'].includes(info.effectiveType ?? '');
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function dataSaverChoice(): DataSaverChoice {
  return choice;
}

export function setDataSaverChoice(next: DataSaverChoice): void {
  choice = next;
  writeStorage(key, next);
  notify();
}

/** Whether data saver is on now. */
export function dataSaverOn(): boolean {
  return choice === 'on' || (choice === 'auto' && connectionIsSlow());
}

function onStorage(event: StorageEvent): void {
  if (event.key !== key) return;
  choice = stored();
  notify();
}

export function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('storage', onStorage);
    connection()?.addEventListener('change', notify);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('storage', onStorage);
      connection()?.removeEventListener('change', notify);
    }
  };
}
