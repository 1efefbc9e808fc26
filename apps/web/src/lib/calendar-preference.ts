import { useSyncExternalStore } from 'react';
import { calendarPreferences, type CalendarPreference } from '@aebro/shared/calendar-preference';
import { readStorage, storageKeys } from './storage';
import { storedChoice } from './stored-choice';

/*
 * Which calendar dates are shown in (issue 18): remembered on this device, like the theme, and
 * saved with the account so that e-mails use it too (features/profiles/use-date-reading-sync.ts).
 */
export { calendarPreferences, type CalendarPreference };

export function parseCalendarPreference(value: unknown): CalendarPreference | null {
  return calendarPreferences.find((preference) => preference === value) ?? null;
}

const choice = storedChoice<CalendarPreference>({
  key: storageKeys.calendar,
  parse: parseCalendarPreference,
  fallback: 'gregorian',
});

/** Whether this device has a calendar choice of its own (else it takes the account's). */
export function calendarChosenHere(): boolean {
  return readStorage(storageKeys.calendar) !== null;
}

/** The preference now, for code outside React (formatting helpers). */
export const calendarPreference = choice.get;
export const setCalendarPreference = choice.set;

/** The calendar the reader chose in Settings → Appearance; re-renders when it changes. */
export function useCalendarPreference(): CalendarPreference {
  return useSyncExternalStore(choice.subscribe, calendarPreference, () => 'gregorian');
}
