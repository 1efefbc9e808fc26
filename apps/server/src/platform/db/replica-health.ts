import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { redactUrl } from '../config';
import { within } from './replica-pool';

/**
 * The replicas' health, for the read routing (read-routing.ts): every replica is asked twice a
 * second whether it replays and how far; one that is down, not in recovery or further behind than
 * the bound is marked unusable until a later check finds it well again.
 */

/** A WAL position such as '16/B374D848' as a number that compares. */
export function lsnValue(lsn: string): bigint {
  const [high = '0', low = '0'] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

export interface ReplicaState {
  name: string;
  /** Answers, is a replica, and is within the lag bound: reads may go to it. */
  usable: boolean;
  replayLsn: bigint | null;
  /** How far behind the primary it was at the last check, in ms (null: unknown). */
  lagMs: number | null;
}

/** What a replica says at each check: whether it replays, and how far. */
export interface ReplicaRow {
  recovery: boolean;
  replay: string | null;
}

/** A sample of the primary's WAL position, taken at each check. */
export interface WalSample {
  at: number;
  lsn: bigint;
}

/**
 * How long a server that has replayed up to `replay` has been missing writes, at `now`: 0 when it
 * has what the primary had at the last sample, else the time since the first sample the primary
 * stood past it (the oldest sample when all of them did: at least that long).
 */
export function lagMs(samples: readonly WalSample[], replay: bigint, now: number): number {
  const latest = samples.at(-1);
  if (!latest || replay >= latest.lsn) return 0;
  const behind = samples.find((sample) => sample.lsn > replay) ?? latest;
  return Math.max(0, now - behind.at);
}

/** One replica as the checks see it: its state, and how to ask it and to mark it down. */
export interface CheckedReplica {
  url: string;
  state: ReplicaState & { primaryLike?: boolean };
  /** Asks the replica itself, never the primary it falls back to. */
  ask: (text: string) => Promise<pg.QueryResult<ReplicaRow>>;
  down: (error: unknown) => void;
}

export interface ReplicaChecks {
  /** Checks every replica now, or waits for the check under way. */
  checkOnce(): Promise<void>;
  /** Waits for the check under way, then checks again. */
  check(): Promise<void>;
  close(): Promise<void>;
}

/** Checks `replicas` against `primary` every `checkMs`, and at once. */
export function checkReplicas(options: {
  primary: pg.Pool;
  replicas: readonly CheckedReplica[];
  checkMs: number;
  maxLagMs: number;
  log: FastifyBaseLogger;
}): ReplicaChecks {
  const { primary, replicas, checkMs, maxLagMs, log } = options;
  // The primary's WAL position at recent checks: a replica's lag is how long ago the primary
  // first stood past what the replica has replayed.
  const samples: WalSample[] = [];

  const check = async (): Promise<void> => {
    const at = Date.now();
    let primaryLsn: bigint;
    try {
      const { rows } = await within(
        checkMs * 2,
        primary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn'),
      );
      primaryLsn = lsnValue(rows[0]?.lsn ?? '0/0');
    } catch {
      return; // the primary's own trouble shows elsewhere; the replicas keep their last state
    }
    samples.push({ at, lsn: primaryLsn });
    while (samples.length > 2 && (samples[0]?.at ?? at) < at - 4 * maxLagMs) samples.shift();
    await Promise.all(
      replicas.map(async ({ ask, state, down, url }) => {
        try {
          const { rows } = await within(
            checkMs * 2,
            ask(
              `select pg_is_in_recovery() as recovery,
                      (case when pg_is_in_recovery() then pg_last_wal_replay_lsn()
                            else pg_current_wal_lsn() end)::text as replay`,
            ),
          );
          const row = rows[0];
          if (!row?.replay) {
            down(new Error(`${redactUrl(url)} is not streaming yet`));
            return;
          }
          if (!row.recovery && !state.primaryLike) {
            log.warn(
              { replica: state.name },
              'database replica is not in recovery (the primary itself, or promoted): its own WAL position is compared',
            );
            state.primaryLike = true;
          }
          const replay = lsnValue(row.replay);
          state.replayLsn = replay;
          state.lagMs = lagMs(samples, replay, at);
          if (state.lagMs > maxLagMs) down(new Error(`${state.lagMs} ms behind the primary`));
          else {
            if (!state.usable) log.info({ replica: state.name }, 'database replica serves reads');
            state.usable = true;
          }
        } catch (error) {
          state.lagMs = null;
          down(error);
        }
      }),
    );
  };

  let checking: Promise<void> | null = null;
  const checkOnce = async (): Promise<void> => {
    await (checking ??= check().finally(() => (checking = null)));
  };
  const timer = setInterval(() => void checkOnce(), checkMs);
  timer.unref();
  void checkOnce();

  return {
    checkOnce,
    check: async () => {
      await checking;
      await checkOnce();
    },
    close: async () => {
      clearInterval(timer);
      await checking;
    },
  };
}
