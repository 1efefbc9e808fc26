import type { TFunction } from 'i18next';
import type { Holiday } from '@aebro/shared/holidays';
import type { Language } from '@aebro/shared/language';

/**
 * A holiday's name in the reader's language; the Eids, whose day is announced on the sighting of
 * the moon, are marked as expected so nobody plans on a date that may move by a day.
 */
export function holidayName(holiday: Holiday, language: Language, t: TFunction): string {
  const name = holiday.names[language];
  return holiday.approximate ? t('calendar.holidays.expected', { name }) : name;
}
