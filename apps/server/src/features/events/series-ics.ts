import { zonedToInstant } from '@aebro/shared/events';
import { dateOfIso, rruleOptions, type RecurrenceRule } from '@aebro/shared/recurrence';
import { RRule } from '@aebro/shared/rrule';
import { localStamp, type IcsEvent } from './ics';
import type { OccurrenceRow, SeriesRow } from './series.repository';

/*
 * A series as one calendar entry (issue 36): Gregorian rules as an RRULE that every calendar
 * expands itself, Ethiopian rules and feasts (which no calendar knows) as the explicit dates of
 * the occurrences that exist (the coming year); cancelled occurrences as EXDATEs.
 */

type GregorianKind = 'weekly' | 'monthly-date' | 'monthly-weekday' | 'yearly';
type GregorianRule = Extract<RecurrenceRule, { kind: GregorianKind }>;

function isGregorian(rule: RecurrenceRule): rule is GregorianRule {
  return ['weekly', 'monthly-date', 'monthly-weekday', 'yearly'].includes(rule.kind);
}

function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** A wall-clock time as rrule takes it with a TZID: those digits, as if in UTC. */
function floating(local: string): Date {
  const { year, month, day } = dateOfIso(local.slice(0, 10));
  const [hour = 0, minute = 0] = local.slice(11, 16).split(':').map(Number);
  return new Date(Date.UTC(year, month - 1, day, hour, minute));
}

/** DTSTART;TZID=… and RRULE lines, built by rrule; UNTIL is given in UTC as RFC 5545 asks. */
function rruleLines(series: SeriesRow, rule: GregorianRule): string[] {
  const { end } = series.recurrence;
  const options = {
    ...rruleOptions(rule, series.firstStartsAt.slice(0, 10)),
    dtstart: floating(series.firstStartsAt),
    tzid: series.timeZone,
    ...(end.kind === 'count' ? { count: end.count } : {}),
  };
  const lines = RRule.optionsToString(options).split('\n');
  if (end.kind !== 'until') return lines;
  const last = zonedToInstant(`${end.date}T23:59`, series.timeZone);
  return lines.map((line) =>
    line.startsWith('RRULE:') ? `${line};UNTIL=${utcStamp(last)}` : line,
  );
}

/** The series part of an .ics entry for a series and its occurrences (in date order). */
export function seriesIcs(
  series: SeriesRow,
  all: readonly OccurrenceRow[],
): NonNullable<IcsEvent['series']> {
  const time = series.firstStartsAt.slice(11, 16);
  const localOf = (occurrence: OccurrenceRow) => `${occurrence.occurrenceDate}T${time}`;
  const exdates = all.filter((o) => o.status === 'cancelled').map(localOf);
  // Occurrences edited on their own ("move one") no longer start or end when the rule says.
  const duration = series.durationMinutes * 60_000;
  const moved = all
    .filter((o) => o.status !== 'cancelled')
    .filter((o) => {
      const planned = zonedToInstant(localOf(o), series.timeZone).getTime();
      return o.startsAt.getTime() !== planned || o.endsAt.getTime() - planned !== duration;
    })
    .map((o) => ({ recurrenceId: localOf(o), startsAt: o.startsAt, endsAt: o.endsAt }));
  const { rule } = series.recurrence;
  const common = { exdates, moved, durationMinutes: series.durationMinutes };
  if (isGregorian(rule)) return { ruleLines: rruleLines(series, rule), rdates: [], ...common };
  return {
    ruleLines: [`DTSTART;TZID=${series.timeZone}:${localStamp(series.firstStartsAt)}`],
    // The first date too: RFC 5545 counts DTSTART once however often it is listed, and some
    // readers (ical.js) expand a VEVENT with RDATEs and no RRULE from its RDATEs alone.
    rdates: all.map(localOf),
    ...common,
  };
}
