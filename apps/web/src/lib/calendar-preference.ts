import { useSyncExternalStore } from 'react';
import { storageKeys } from './storage';
import { storedChoice } from './stored-choice';

/** Which calendar dates are shown in (issue 18): remembered on this device, like the theme. */
export const calendarPreferences = ['gregorian', 'ethiopian', 'both'] as const;
export type CalendarPreference = (typeof calendarPreferences)[number];

export function parseCalendarPreference(value: unknown): CalendarPreference | null {
  return calendarPreferences.find((preference) => preference === value) ?? null;
}

const choice = storedChoice<CalendarPreference>({
  key: storageKeys.calendar,
  parse: parseCalendarPreference,
  fallback: 'gregorian',
});

/** The preference now, for code outside React (formatting helpers). */
export const calendarPreference = choice.get;
export const setCalendarPreference = choice.set;

/** The calendar the reader chose in Settings → Appearance; re-renders when it changes. */
export function useCalendarPreference(): CalendarPreference {
  return useSyncExternalStore(choice.subscribe, calendarPreference, () => 'gregorian');
}
