/** Offset cursors for the admin lists (short lists, read by a handful of people). */
export function offsetOf(cursor: string | undefined): number {
  const value = Number(cursor ?? '0');
  return Number.isSafeInteger(value) && value >= 0 && value <= 1_000_000 ? value : 0;
}
export function page<T>(rows: T[], offset: number, limit: number) {
  return {
    items: rows.slice(0, limit),
    nextCursor: rows.length > limit ? String(offset + limit) : null,
  };
}
