/**
 * Which calendar a member reads dates in, on screen and in e-mails (Settings → Appearance). No zod
 * here: the browser's first download reads it.
 */
export const calendarPreferences = ['gregorian', 'ethiopian', 'both'] as const;
export type CalendarPreference = (typeof calendarPreferences)[number];
