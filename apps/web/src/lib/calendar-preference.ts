import { useSyncExternalStore } from 'react';
import { readStorage, storageKeys, writeStorage } from './storage';

/** Which calendar dates are shown in (issue 18): remembered on this device, like the theme. */
export const calendarPreferences = ['gregorian', 'ethiopian', 'both'] as const;
export type CalendarPreference = (typeof calendarPreferences)[number];

export function parseCalendarPreference(value: unknown): CalendarPreference | null {
  return calendarPreferences.find((preference) => preference === value) ?? null;
}

function storedPreference(): CalendarPreference {
  return parseCalendarPreference(readStorage(storageKeys.calendar)) ?? 'gregorian';
}

let current: CalendarPreference = typeof window === 'undefined' ? 'gregorian' : storedPreference();
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** The preference now, for code outside React (formatting helpers). */
export function calendarPreference(): CalendarPreference {
  return current;
}

export function setCalendarPreference(preference: CalendarPreference): void {
  current = preference;
  writeStorage(storageKeys.calendar, preference);
  notify();
}

/** A choice made in another tab of this browser applies here too. */
function onStorage(event: StorageEvent): void {
  if (event.key !== storageKeys.calendar) return;
  current = storedPreference();
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

/** The calendar the reader chose in Settings → Appearance; re-renders when it changes. */
export function useCalendarPreference(): CalendarPreference {
  return useSyncExternalStore(subscribe, calendarPreference, () => 'gregorian');
}
