import { readStorage, writeStorage } from '@/lib/storage';

/**
 * When this person last pressed Clear all, on this device. localStorage is shared by the tabs, so a
 * clear in one tab silences the popups of the others too. Per user: someone else signing in on the
 * same browser is not silenced.
 */
function key(userId: string): string {
  return `aebro.notifications.clearedAt.${userId}`;
}

export function readClearedAt(userId: string): number | null {
  const value = Number(readStorage(key(userId)));
  return Number.isFinite(value) && value > 0 ? value : null;
}

export function rememberClearedAt(userId: string, at: number = Date.now()): void {
  writeStorage(key(userId), String(at));
}
