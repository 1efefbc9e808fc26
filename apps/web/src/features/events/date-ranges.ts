export const dateRanges = ['any', 'today', 'weekend', 'month', 'custom'] as const;
export type DateRange = (typeof dateRanges)[number];

function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** "YYYY-MM-DD" of a date input, as the start of that day here. */
function dayOf(value: string | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/**
 * The instants a range stands for, in the reader's own days: today; this weekend (Saturday and
 * Sunday, or what is left of them); the rest of this month; or the custom days, both included.
 */
export function rangeOf(
  range: DateRange,
  custom: { from?: string | undefined; to?: string | undefined },
  now = new Date(),
): { from?: string; to?: string } {
  const today = startOfDay(now);
  switch (range) {
    case 'any':
      return {};
    case 'today':
      return { from: today.toISOString(), to: addDays(today, 1).toISOString() };
    case 'weekend': {
      const day = today.getDay();
      const saturday = day === 0 ? addDays(today, -1) : addDays(today, 6 - day);
      const from = saturday < today ? today : saturday;
      return { from: from.toISOString(), to: addDays(saturday, 2).toISOString() };
    }
    case 'month':
      return {
        from: today.toISOString(),
        to: new Date(today.getFullYear(), today.getMonth() + 1, 1).toISOString(),
      };
    case 'custom': {
      const from = dayOf(custom.from);
      const to = dayOf(custom.to);
      return {
        ...(from ? { from: from.toISOString() } : {}),
        ...(to ? { to: addDays(to, 1).toISOString() } : {}),
      };
    }
  }
}
