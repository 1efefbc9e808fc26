import type pg from 'pg';

/**
 * What a replica's pool adds to a plain one (platform/db/read-routing): a read the replica cannot
 * serve is answered by the primary. Only `query` falls back, which is what a drizzle read outside
 * a transaction uses; routed reads never open transactions on a replica.
 */

/** Errors after which a read is worth sending to the primary: connection loss, recovery conflicts. */
function replicaTrouble(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return true;
  // 3D000: the replica lacks the database (being rebuilt), as good as down for reads.
  return /^(08|53|57)/.test(code) || code === '40001' || code === '3D000';
}

/** A replica's pool: a read it cannot serve is sent to the primary (and the replica marked down). */
export function fallbackPool(
  replica: pg.Pool,
  primary: pg.Pool,
  failed: (error: unknown) => void,
): pg.Pool {
  const query = replica.query.bind(replica) as (...args: unknown[]) => Promise<unknown>;
  const onPrimary = primary.query.bind(primary) as (...args: unknown[]) => Promise<unknown>;
  replica.query = (async (...args: unknown[]) => {
    try {
      return await query(...args);
    } catch (error) {
      if (!replicaTrouble(error)) throw error;
      failed(error);
      return await onPrimary(...args);
    }
  }) as typeof replica.query;
  return replica;
}

/** `work`, or an error when it takes longer than `ms` (a replica that hangs counts as down). */
export async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
