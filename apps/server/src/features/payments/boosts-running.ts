import type { Database } from '../../platform/db/client';
import { anyRunningBoost } from './boosts.repository';

/**
 * Whether any boost runs at all, known per process for a second at a time: most feed pages are read
 * while none runs, and then they skip the boost queries. A boost started through this process is
 * known at once (`forgetRunningBoosts` after its payment applied); one started through another
 * process within `refreshMs`. The answer is only a shortcut: when it says yes, the queries decide.
 */
const refreshMs = 1_000;

interface Known {
  until: number;
  running: Promise<boolean>;
}

const known = new WeakMap<Database, Known>();

export function boostsMayRun(db: Database): Promise<boolean> {
  const now = Date.now();
  const current = known.get(db);
  if (current && current.until > now) return current.running;
  const running = anyRunningBoost(db).catch((error: unknown) => {
    known.delete(db);
    throw error;
  });
  known.set(db, { until: now + refreshMs, running });
  return running;
}

/** A boost started (or ended) through this process: the next feed page asks again. */
export function forgetRunningBoosts(db: Database): void {
  known.delete(db);
}
