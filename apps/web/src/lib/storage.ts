/** localStorage that never throws (private mode, disabled storage). */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the choice lasts for this visit only.
  }
}

export const storageKeys = {
  language: 'aebro.language',
  theme: 'aebro.theme',
  calendar: 'aebro.calendar',
  holidayGreeting: 'aebro.holidayGreeting.dismissed',
} as const;
