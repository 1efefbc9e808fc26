import { readStorage, writeStorage } from '@/lib/storage';

/**
 * Whether this person wants popup cards on this device (on unless turned off here). Per user, like
 * the Clear all silence: someone else signing in on the same browser keeps their own choice.
 */
function key(userId: string): string {
  return `aebro.notifications.popups.${userId}`;
}

export function popupsWanted(userId: string): boolean {
  return readStorage(key(userId)) !== 'off';
}

export function rememberPopupsWanted(userId: string, wanted: boolean): void {
  writeStorage(key(userId), wanted ? 'on' : 'off');
}
