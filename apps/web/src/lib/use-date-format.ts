import { useTranslation } from 'react-i18next';
import { defaultLanguage, parseLanguage, type Language } from '@aebro/shared/language';
import { useCalendarPreference, type CalendarPreference } from './calendar-preference';
import { formatDate, formatTime, type FormatDateOptions } from './locale-format';

export interface DateFormat {
  language: Language;
  calendar: CalendarPreference;
  /** `formatDate` in the interface language and the reader's calendar. */
  date: (
    instant: Date | string,
    options?: Omit<FormatDateOptions, 'language' | 'calendar'>,
  ) => string;
  /** `formatTime` in the interface language. */
  time: (instant: Date | string, timeZone?: string) => string;
  /**
   * For a date picker's value ("2026-11-14" or "2026-11-14T18:30"): the day in the Ethiopian
   * calendar ("Ethiopian calendar: Hidar 5, 2019"), shown under the browser's picker, which knows
   * only the Gregorian one. Undefined for readers of Gregorian dates and for an empty value.
   */
  pickerHint: (value: string) => string | undefined;
}

/**
 * Dates for a component: the interface language and the calendar chosen in Settings → Appearance,
 * re-rendering when either changes.
 */
export function useDateFormat(): DateFormat {
  const { t, i18n } = useTranslation();
  const language = parseLanguage(i18n.resolvedLanguage) ?? defaultLanguage;
  const calendar = useCalendarPreference();
  return {
    language,
    calendar,
    date: (instant, options = {}) => formatDate(instant, { ...options, language, calendar }),
    time: (instant, timeZone) => formatTime(instant, language, timeZone),
    pickerHint: (value) =>
      calendar === 'gregorian' || !/^\d{4}-\d{2}-\d{2}/.test(value)
        ? undefined
        : t('calendar.picker.ethiopian', {
            // The picker's value is a calendar day, not an instant: read it in UTC.
            date: formatDate(`${value.slice(0, 10)}T12:00:00Z`, {
              language,
              calendar: 'ethiopian',
              timeZone: 'UTC',
            }),
          }),
  };
}
