/* Time zones: a local date-time ("2026-12-05T18:30") in an IANA zone, turned into an instant. */

export const localPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock parts of an instant in a zone. */
function partsIn(instant: Date, timeZone: string): Record<string, number> {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const out: Record<string, number> = {};
  for (const part of parts) if (part.type !== 'literal') out[part.type] = Number(part.value);
  return out;
}

/** The instant's local date-time ("YYYY-MM-DDTHH:mm") in the zone. */
export function localDateTime(instant: Date, timeZone: string): string {
  const p = partsIn(instant, timeZone);
  const pad = (n: number | undefined, width = 2) => String(n ?? 0).padStart(width, '0');
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** The instant a wall-clock time in a zone stands for (the earlier one when a clock goes back). */
export function zonedToInstant(local: string, timeZone: string): Date {
  const match = localPattern.exec(local);
  if (!match) return new Date(Number.NaN);
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  let guess = asUtc;
  for (let i = 0; i < 3; i += 1) {
    const p = partsIn(new Date(guess), timeZone);
    const shown = Date.UTC(p.year ?? 0, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0);
    guess += asUtc - shown;
  }
  return new Date(guess);
}

/** Today's date ("YYYY-MM-DD") in a zone. */
export function todayIn(timeZone: string, now = new Date()): string {
  return localDateTime(now, timeZone).slice(0, 10);
}
