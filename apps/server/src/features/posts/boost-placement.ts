/**
 * Where boosted posts go in a page of a feed: after the 5th item and then after every 10 more, so
 * that any 10 items in a row hold at most one boosted post (across pages too), and a page of fewer
 * than 5 items holds none.
 */
export function boostSlots(pageSize: number): number {
  return pageSize >= 5 ? Math.floor((pageSize - 5) / 10) + 1 : 0;
}

export function interleave<T>(items: readonly T[], boosted: readonly T[]): T[] {
  const result: T[] = [];
  let next = 0;
  items.forEach((item, index) => {
    result.push(item);
    const organic = index + 1;
    if (organic >= 5 && (organic - 5) % 10 === 0 && next < boosted.length) {
      result.push(boosted[next] as T);
      next += 1;
    }
  });
  return result;
}
