/**
 * iCalendar (RFC 5545) files for events: one event's file and a member's private feed. Times are
 * written in UTC (`DTSTART:20261205T153000Z`): every calendar shows them in its own zone exactly,
 * whatever the organiser's zone and its daylight-saving rules; the organiser's zone goes along as
 * X-WR-TIMEZONE and in the description's wall-clock time. A repeating event's series is one VEVENT
 * whose dates are wall-clock times in its TZID (so 18:00 stays 18:00 across daylight saving).
 */
export interface IcsEvent {
  id: string;
  title: string;
  description: string;
  location: string;
  url: string;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  cancelled: boolean;
  updatedAt: Date;
  /**
   * A series as one VEVENT (issue 36): its DTSTART and RRULE lines (`DTSTART;TZID=…`), the other
   * dates (RDATE) and the cancelled ones (EXDATE) as wall-clock times in `timeZone`.
   */
  series?: {
    ruleLines: string[];
    rdates: string[];
    exdates: string[];
    durationMinutes: number;
    /** Occurrences moved on their own: the date-time the rule gives them, and where they are now. */
    moved: Array<{ recurrenceId: string; startsAt: Date; endsAt: Date }>;
  };
}

function utc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT values escape backslash, semicolon, comma and new lines. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n')
    .replace(/\p{Cc}/gu, '');
}

/** Lines longer than 75 octets are folded (CRLF and a space), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** "2026-12-12T18:00" → "20261212T180000" (a wall-clock time of a TZID). */
export function localStamp(local: string): string {
  return `${local.replace(/[-:]/g, '')}00`;
}

function timeLines(event: IcsEvent): string[] {
  const { series } = event;
  if (!series) return [`DTSTART:${utc(event.startsAt)}`, `DTEND:${utc(event.endsAt)}`];
  const list = (dates: string[]) => dates.map(localStamp).join(',');
  return [
    ...series.ruleLines,
    `DURATION:PT${series.durationMinutes}M`,
    ...(series.rdates.length ? [`RDATE;TZID=${event.timeZone}:${list(series.rdates)}`] : []),
    ...(series.exdates.length ? [`EXDATE;TZID=${event.timeZone}:${list(series.exdates)}`] : []),
  ];
}

function eventLines(event: IcsEvent, domain: string, stamp: Date): string[] {
  return [
    ...entryLines(event, domain, stamp, timeLines(event)),
    // A moved occurrence overrides its date of the series (RECURRENCE-ID, same UID).
    ...(event.series?.moved ?? []).flatMap((moved) =>
      entryLines({ ...event, cancelled: false }, domain, stamp, [
        `RECURRENCE-ID;TZID=${event.timeZone}:${localStamp(moved.recurrenceId)}`,
        `DTSTART:${utc(moved.startsAt)}`,
        `DTEND:${utc(moved.endsAt)}`,
      ]),
    ),
  ];
}

function entryLines(event: IcsEvent, domain: string, stamp: Date, times: string[]): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.id}@${domain}`,
    `DTSTAMP:${utc(stamp)}`,
    `LAST-MODIFIED:${utc(event.updatedAt)}`,
    ...times,
    `SUMMARY:${escapeText(event.title)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    `URL:${event.url}`,
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
  ];
}

export function calendarFile(
  events: readonly IcsEvent[],
  options: { domain: string; name: string; timeZone?: string; now?: Date },
): string {
  const stamp = options.now ?? new Date();
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Aebro//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.name)}`,
    ...(options.timeZone ? [`X-WR-TIMEZONE:${options.timeZone}`] : []),
    ...events.flatMap((event) => eventLines(event, options.domain, stamp)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
