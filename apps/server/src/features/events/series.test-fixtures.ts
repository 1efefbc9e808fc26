import { gregorianToEthiopian } from '@aebro/shared/ethiopian-calendar';
import { dateOfIso, isoOf } from '@aebro/shared/recurrence';
import ICAL from 'ical.js';
import { localIn } from './events.test-fixtures';

/* Helpers of the repeating events' tests (series.test.ts). */

/** The first date from tomorrow on that is the 12th of an Ethiopian month ("YYYY-MM-DD"). */
export function next12th(): string {
  let date = localIn(1, 0).slice(0, 10);
  while (gregorianToEthiopian(dateOfIso(date)).day !== 12) {
    const { year, month, day } = dateOfIso(date);
    const next = new Date(Date.UTC(year, month - 1, day + 1));
    date = isoOf({
      year: next.getUTCFullYear(),
      month: next.getUTCMonth() + 1,
      day: next.getUTCDate(),
    });
  }
  return date;
}

/** The dates a calendar shows for a VEVENT (its DTSTART, RRULE and RDATEs, less its EXDATEs). */
export function expand(vevent: ICAL.Component, max = 100): string[] {
  const iterator = new ICAL.RecurExpansion({
    component: vevent,
    dtstart: vevent.getFirstPropertyValue('dtstart') as ICAL.Time,
  });
  const out: string[] = [];
  for (let next = iterator.next(); next && out.length < max; next = iterator.next())
    out.push(next.toString().slice(0, 10));
  return out;
}
