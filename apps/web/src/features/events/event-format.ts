import type { Event } from '@aebro/shared/events';
import type { Language } from '@aebro/shared/language';
import { cityById, cityName as cityNameIn, timeZoneAfterTime } from '@/lib/place-names';
import { useDateFormat } from '@/lib/use-date-format';

/**
 * An event's dates as the reader chose to see dates (Gregorian, Ethiopian or both) with its times,
 * all read in the event's own time zone: "Dec 5, 2026 (Hidar 26, 2019), 6:30 PM – 9:30 PM EST".
 */
export function useEventDates(): {
  range: (event: Pick<Event, 'startsAt' | 'endsAt' | 'timeZone'>) => string;
  day: (event: Pick<Event, 'startsAt' | 'timeZone'>) => string;
  instant: (iso: string) => string;
  language: Language;
} {
  const format = useDateFormat();
  const { language } = format;
  const dateIn = (iso: string, timeZone?: string): string =>
    format.date(iso, timeZone ? { timeZone } : {});
  return {
    language,
    day: (event) => dateIn(event.startsAt, event.timeZone),
    range(event) {
      const { startsAt, endsAt, timeZone } = event;
      const startDay = dateIn(startsAt, timeZone);
      const endDay = dateIn(endsAt, timeZone);
      const zone = timeZoneAfterTime(timeZone, language, new Date(startsAt));
      const start = format.time(startsAt, timeZone);
      const end = format.time(endsAt, timeZone);
      return startDay === endDay
        ? `${startDay}, ${start} – ${end} ${zone}`
        : `${startDay}, ${start} – ${endDay}, ${end} ${zone}`;
    },
    instant: (iso) => `${dateIn(iso)}, ${format.time(iso)}`,
  };
}

/** The city's name in the reader's language. */
export function cityName(id: string | null, language: Language): string {
  const city = cityById(id);
  return city ? cityNameIn(city, language) : '';
}

/** Where an event is: "1234 U Street NW, Washington", or "Online". */
export function placeOf(event: Event, language: Language, online: string): string {
  if (event.online) return online;
  return [event.address, cityName(event.city, language)].filter(Boolean).join(', ');
}
