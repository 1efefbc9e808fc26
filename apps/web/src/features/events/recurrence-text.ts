import { formatEthiopianDate } from '@aebro/shared/ethiopian-calendar';
import { holidaysBetween } from '@aebro/shared/holidays';
import type { Recurrence, RecurrenceRule } from '@aebro/shared/recurrence-schema';
import {
  feastOffsets,
  movableFeastNames,
  type FeastId,
  type MovableFeastId,
} from '@aebro/shared/recurrence-terms';
import type { Language } from '@aebro/shared/language';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/locale-format';
import { useDateFormat } from '@/lib/use-date-format';

/* A rule in words, in the reader's language: "Every 12th of the Ethiopian month". */

/** A feast's name: the movable ones' from recurrence.ts, the fixed ones' from holidays.ts. */
export function feastName(feast: FeastId, language: Language): string {
  if (feast in feastOffsets) return movableFeastNames[feast as MovableFeastId][language];
  for (const year of [2026, 2027]) {
    const found = holidaysBetween({ year, month: 1, day: 1 }, { year, month: 12, day: 31 }).find(
      (holiday) => holiday.id === feast,
    );
    if (found) return found.names[language];
  }
  return feast;
}

/** "12th" in English; the number itself where the sentence says "day 12" (Amharic, Tigrinya). */
function dayOrdinal(day: number, language: Language): string {
  if (language !== 'en') return String(day);
  const suffix = { one: 'st', two: 'nd', few: 'rd', other: 'th', zero: 'th', many: 'th' }[
    new Intl.PluralRules('en', { type: 'ordinal' }).select(day)
  ];
  return `${day}${suffix}`;
}

/**
 * The rule in words (and its end, when it has one). `first` is the first occurrence's start (the
 * yearly rule's day comes from it) and `timeZone` the event's.
 */
export function useRecurrenceText(): (
  recurrence: Pick<Recurrence, 'rule'> & Partial<Pick<Recurrence, 'end'>>,
  first: string,
  timeZone: string,
) => string {
  const { t } = useTranslation();
  const format = useDateFormat();
  const { language } = format;
  const ruleText = (rule: RecurrenceRule, first: string, timeZone: string): string => {
    switch (rule.kind) {
      case 'weekly':
        return t('events.repeat.summary.weekly', {
          count: rule.interval,
          days: rule.weekdays.map((day) => t(`events.repeat.weekday.${day}`)).join(', '),
        });
      case 'monthly-date':
        return t('events.repeat.summary.monthlyDate', { count: rule.interval, day: rule.day });
      case 'monthly-weekday':
        return t('events.repeat.summary.monthlyWeekday', {
          count: rule.interval,
          nth: t(`events.repeat.nth.${rule.ordinal === -1 ? 'last' : String(rule.ordinal)}`),
          weekday: t(`events.repeat.weekday.${rule.weekday}`),
        });
      case 'yearly':
        return t('events.repeat.summary.yearly', {
          count: rule.interval,
          date: formatDate(first, {
            language,
            calendar: 'gregorian',
            timeZone,
            now: new Date(first),
          }),
        });
      case 'ethiopian-monthly':
        return t('events.repeat.summary.ethiopianMonthly', {
          day: dayOrdinal(rule.day, language),
        });
      case 'ethiopian-yearly':
        return t('events.repeat.summary.ethiopianYearly', {
          date: formatEthiopianDate(
            { year: 2019, month: rule.month, day: rule.day },
            language,
            undefined,
            {
              year: false,
            },
          ),
        });
      case 'feast':
        return t('events.repeat.summary.feast', { feast: feastName(rule.feast, language) });
    }
  };
  return (recurrence, first, timeZone) => {
    const text = ruleText(recurrence.rule, first, timeZone);
    const { end } = recurrence;
    if (end?.kind === 'count')
      return `${text} · ${t('events.repeat.summary.times', { count: end.count })}`;
    if (end?.kind === 'until')
      return `${text} · ${t('events.repeat.summary.until', {
        date: format.date(`${end.date}T12:00:00Z`, { timeZone: 'UTC' }),
      })}`;
    return text;
  };
}
