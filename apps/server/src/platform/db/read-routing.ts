import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { Counter, Gauge, type Registry } from 'prom-client';
import { createDb, createPool, pairGenericPool, type Database, type PoolOptions } from './client';
import { fallbackPool } from './replica-pool';
import { checkReplicas, lsnValue, type ReplicaRow, type ReplicaState } from './replica-health';
import type { WriteMarks } from './write-marks';

/**
 * Reads that tolerate a second of lag go to a streaming replica (DATABASE_REPLICA_URL), chosen per
 * read through `readDb(ctx)`; everything else (the session, writes and their transactions, reads
 * a rule depends on) stays on `ctx.db`, the primary. A member who wrote lately reads from a replica
 * only once it has replayed their write (their LSN, kept in `WriteMarks`). Every replica is checked
 * twice a second: one that is down, not in recovery or further behind than the bound is skipped,
 * and a read that fails on a replica for want of it is read again from the primary (the checks:
 * replica-health.ts).
 */

export { lagMs, lsnValue, type ReplicaState, type WalSample } from './replica-health';

export interface ReadRouting {
  /** A replica that has everything this member wrote lately, or null: read the primary. */
  replicaFor(memberId: string | null): Promise<Database | null>;
  /** Called after a member's write committed: remembers the primary's LSN for a few seconds. */
  wrote(memberId: string): Promise<void>;
  /** Checks every replica now (a timer does it every `checkMs`). */
  check(): Promise<void>;
  replicas(): ReplicaState[];
  /** Adds the routing and replica metrics to the process's /metrics. */
  register(registry: Registry): void;
  close(): Promise<void>;
}

/** What a read may be handed: the context's primary, and the routing when there are replicas. */
export interface ReadContext {
  db: Database;
  reads?: ReadRouting | undefined;
  viewer?: { id: string } | null;
}

/** The database for a read that tolerates a second of lag: a fresh replica, else the primary. */
export async function readDb(ctx: ReadContext): Promise<Database> {
  if (!ctx.reads) return ctx.db;
  return (await ctx.reads.replicaFor(ctx.viewer?.id ?? null)) ?? ctx.db;
}

export interface ReadRoutingOptions {
  primary: pg.Pool;
  replicaUrls: readonly string[];
  marks: WriteMarks;
  log: FastifyBaseLogger;
  maxLagMs: number;
  pool?: PoolOptions;
  /** Each replica's twin pool for the hot reads (client.ts `genericPlanned`): its size, or none. */
  genericPoolSize?: number | undefined;
  checkMs?: number;
  /** Counts each pool's statements (queryCounter). */
  queries: Counter<'pool'>;
}

/** Statements per pool ('primary', 'replica-1'…): what /metrics shows as aebro_db_queries_total. */
export function queryCounter(): Counter<'pool'> {
  return new Counter({
    name: 'aebro_db_queries_total',
    help: 'Statements sent, by pool (primary, direct, replica-N)',
    labelNames: ['pool'],
    registers: [],
  });
}

export function createReadRouting(options: ReadRoutingOptions): ReadRouting {
  const { primary, marks, log, maxLagMs } = options;
  const checkMs = options.checkMs ?? Math.min(500, Math.floor(maxLagMs / 2));
  // A mark outlives the time a usable replica can take to replay it (the bound plus a check).
  const markMs = Math.max(5_000, 3 * (maxLagMs + checkMs));
  const queries = options.queries;
  const routed = new Counter({
    name: 'aebro_db_reads_routed_total',
    help: 'Reads that could go to a replica, by where they went and why',
    labelNames: ['pool', 'reason'],
    registers: [],
  });
  const replicas = options.replicaUrls.map((url, index) => {
    const name = `replica-${index + 1}`;
    const state: ReplicaState & { primaryLike?: boolean } = {
      name,
      usable: false,
      replayLsn: null,
      lagMs: null,
    };
    const down = (error: unknown): void => {
      if (state.usable)
        log.warn({ replica: name, reason: String(error) }, 'database replica skipped');
      state.usable = false;
    };
    const pool = createPool(url, { ...options.pool, onQuery: () => queries.inc({ pool: name }) });
    pool.on('error', (error) => down(error));
    // The checks ask the replica itself, never the primary it falls back to.
    const ask = pool.query.bind(pool) as (text: string) => Promise<pg.QueryResult<ReplicaRow>>;
    const db = createDb(fallbackPool(pool, primary, down));
    const pools = [pool];
    if (options.genericPoolSize) {
      const generic = pairGenericPool(
        db,
        url,
        {
          ...options.pool,
          max: options.genericPoolSize,
          onQuery: () => queries.inc({ pool: name }),
        },
        (twin) => fallbackPool(twin, primary, down),
      );
      generic.on('error', (error) => down(error));
      pools.push(generic);
    }
    return { url, pools, ask, db, state, down };
  });
  const checks = checkReplicas({ primary, replicas, checkMs, maxLagMs, log });
  let turn = 0;

  return {
    async replicaFor(memberId) {
      const usable = replicas.filter((replica) => replica.state.usable);
      if (usable.length === 0) {
        routed.inc({ pool: 'primary', reason: 'no-replica' });
        return null;
      }
      let needed: bigint | null = null;
      if (memberId !== null) {
        try {
          const mark = await marks.get(memberId);
          needed = mark === null ? null : lsnValue(mark);
        } catch {
          routed.inc({ pool: 'primary', reason: 'mark-unknown' });
          return null;
        }
      }
      const fresh =
        needed === null
          ? usable
          : usable.filter(({ state }) => state.replayLsn !== null && state.replayLsn >= needed);
      const chosen = fresh[turn++ % Math.max(1, fresh.length)];
      if (!chosen) {
        routed.inc({ pool: 'primary', reason: 'own-write' });
        return null;
      }
      routed.inc({ pool: chosen.state.name, reason: needed === null ? 'fresh' : 'replayed' });
      return chosen.db;
    },
    async wrote(memberId) {
      if (replicas.length === 0) return;
      const { rows } = await primary.query<{ lsn: string }>(
        'select pg_current_wal_lsn()::text as lsn',
      );
      if (rows[0]) await marks.set(memberId, rows[0].lsn, markMs);
    },
    check: () => checks.check(),
    replicas: () =>
      replicas.map(({ state: { name, usable, replayLsn, lagMs } }) => ({
        name,
        usable,
        replayLsn,
        lagMs,
      })),
    register(registry) {
      registry.registerMetric(routed);
      registry.registerMetric(
        new Gauge({
          name: 'aebro_db_replica_lag_seconds',
          help: 'How far each replica was behind the primary at its last check (-1: unreachable)',
          labelNames: ['replica'],
          registers: [],
          collect() {
            for (const { state } of replicas)
              this.set({ replica: state.name }, state.lagMs === null ? -1 : state.lagMs / 1000);
          },
        }),
      );
      registry.registerMetric(
        new Gauge({
          name: 'aebro_db_replica_usable',
          help: 'Whether reads may go to each replica (1) or it is skipped (0)',
          labelNames: ['replica'],
          registers: [],
          collect() {
            for (const { state } of replicas)
              this.set({ replica: state.name }, state.usable ? 1 : 0);
          },
        }),
      );
    },
    async close() {
      await checks.close();
      await Promise.all(replicas.flatMap(({ pools }) => pools.map((pool) => pool.end())));
      await marks.close();
    },
  };
}
