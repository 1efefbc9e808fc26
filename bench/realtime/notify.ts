import { nowMs, sleep, summarize, type Summary } from '../common/stats';
import type { DeliveryReport } from './protocol';
import type { BenchUser } from './users';

export interface FollowPair {
  actor: BenchUser;
  target: BenchUser;
}

export interface LatencyResult {
  sent: number;
  httpErrors: number;
  delivered: number;
  missing: number;
  /** From just before the PUT /follow is sent to the target socket's 'notification:new'. */
  fromRequest: Summary;
  /** From the notification row's created_at (PostgreSQL clock, same machine) to the socket. */
  fromInsert: Summary;
  /** Response time of the PUT /follow itself. */
  response: Summary;
  ratePerSecond: number;
}

const key = (targetId: string, actorId: string): string => `${targetId}|${actorId}`;

/** Collects deliveries reported by the socket workers, keyed by recipient and actor. */
export class Deliveries {
  private readonly at = new Map<string, number>();
  private waiting: { keys: Set<string>; resolve: () => void } | undefined;

  record(report: DeliveryReport): void {
    const k = key(report.userId, report.actorId);
    if (!this.at.has(k)) this.at.set(k, report.at);
    if (this.waiting?.keys.delete(k) && this.waiting.keys.size === 0) this.waiting.resolve();
  }

  get(targetId: string, actorId: string): number | undefined {
    return this.at.get(key(targetId, actorId));
  }

  /** Resolves when every pair has been delivered, or after `timeoutMs`. */
  async waitFor(pairs: readonly FollowPair[], timeoutMs: number): Promise<void> {
    const keys = new Set(
      pairs.map((p) => key(p.target.id, p.actor.id)).filter((k) => !this.at.has(k)),
    );
    if (keys.size === 0) return;
    await Promise.race([
      new Promise<void>((resolve) => {
        this.waiting = { keys, resolve };
      }),
      sleep(timeoutMs),
    ]);
    this.waiting = undefined;
  }
}

/**
 * Sends the follows open-loop at `ratePerSecond` (each at its planned time, whether or not the
 * previous answered), through `baseUrl`, and measures when each target's socket hears of it.
 */
export async function raiseFollows(
  baseUrl: string,
  pairs: readonly FollowPair[],
  ratePerSecond: number,
  deliveries: Deliveries,
  insertTimes: (recipients: string[]) => Promise<Map<string, number>>,
): Promise<LatencyResult> {
  const sentAt = new Map<string, number>();
  const responseMs: number[] = [];
  let httpErrors = 0;
  const start = performance.now();
  await Promise.all(
    pairs.map(async (pair, i) => {
      const due = start + (i * 1000) / ratePerSecond - performance.now();
      if (due > 0) await sleep(due);
      const t0 = nowMs();
      sentAt.set(key(pair.target.id, pair.actor.id), t0);
      try {
        const response = await fetch(`${baseUrl}/api/v1/profiles/${pair.target.id}/follow`, {
          method: 'PUT',
          headers: { cookie: pair.actor.cookie },
          signal: AbortSignal.timeout(30_000),
        });
        await response.arrayBuffer();
        if (response.status !== 200) {
          httpErrors++;
          if (httpErrors === 1) console.warn(`  PUT /follow answered ${response.status}`);
        }
      } catch (error) {
        httpErrors++;
        if (httpErrors === 1)
          console.warn('  PUT /follow failed:', error instanceof Error ? error.message : error);
      }
      responseMs.push(nowMs() - t0);
    }),
  );
  await deliveries.waitFor(pairs, 10_000);
  const inserted = await insertTimes(pairs.map((p) => p.target.id));
  const fromRequest: number[] = [];
  const fromInsert: number[] = [];
  for (const pair of pairs) {
    const t1 = deliveries.get(pair.target.id, pair.actor.id);
    const t0 = sentAt.get(key(pair.target.id, pair.actor.id));
    if (t1 === undefined || t0 === undefined) continue;
    fromRequest.push(t1 - t0);
    const written = inserted.get(key(pair.target.id, pair.actor.id));
    if (written !== undefined) fromInsert.push(t1 - written);
  }
  return {
    sent: pairs.length,
    httpErrors,
    delivered: fromRequest.length,
    missing: pairs.length - fromRequest.length,
    fromRequest: summarize(fromRequest),
    fromInsert: summarize(fromInsert),
    response: summarize(responseMs),
    ratePerSecond,
  };
}
