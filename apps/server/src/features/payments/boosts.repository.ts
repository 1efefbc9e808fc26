import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { boosts, payments } from '../../db/schema/payments';
import { follows } from '../../db/schema/profiles';
import { inFeedOf } from '../../db/safety-filters';
import type { Executor } from '../../platform/db/client';

export interface BoostRow {
  id: string;
  postId: string;
  userId: string;
  paymentId: string;
  days: number;
  status: 'pending' | 'active' | 'ended' | 'released';
  startsAt: Date | null;
  endsAt: Date | null;
  impressions: number;
  checkoutUrl: string | null;
  providerSessionId: string | null;
  paymentStatus: string;
  paymentExpiresAt: Date;
}

const boostColumns = {
  id: boosts.id,
  postId: boosts.postId,
  userId: boosts.userId,
  paymentId: boosts.paymentId,
  days: boosts.days,
  status: boosts.status,
  startsAt: boosts.startsAt,
  endsAt: boosts.endsAt,
  impressions: boosts.impressions,
  checkoutUrl: payments.checkoutUrl,
  providerSessionId: payments.providerSessionId,
  paymentStatus: payments.status,
  paymentExpiresAt: payments.expiresAt,
};

export async function insertBoost(
  db: Executor,
  row: { postId: string; userId: string; paymentId: string; days: number },
): Promise<string> {
  const [created] = await db.insert(boosts).values(row).returning({ id: boosts.id });
  if (!created) throw new Error('boost insert returned nothing');
  return created.id;
}

/** The post's boost that waits for its payment or runs now, if any. */
export async function openBoostOf(db: Executor, postId: string): Promise<BoostRow | null> {
  const [row] = await db
    .select(boostColumns)
    .from(boosts)
    .innerJoin(payments, eq(payments.id, boosts.paymentId))
    .where(and(eq(boosts.postId, postId), inArray(boosts.status, ['pending', 'active'])))
    .limit(1);
  return row ?? null;
}

export async function boostOfPayment(
  db: Executor,
  paymentId: string,
): Promise<{ id: string; endsAt: Date | null; status: string } | null> {
  const [row] = await db
    .select({ id: boosts.id, endsAt: boosts.endsAt, status: boosts.status })
    .from(boosts)
    .where(eq(boosts.paymentId, paymentId))
    .limit(1);
  return row ?? null;
}

/** The latest boost of each of these posts (waiting, running or ended; released ones left out). */
export async function latestBoostsOf(
  db: Executor,
  postIds: readonly string[],
): Promise<Map<string, BoostRow>> {
  if (postIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([boosts.postId], boostColumns)
    .from(boosts)
    .innerJoin(payments, eq(payments.id, boosts.paymentId))
    .where(and(inArray(boosts.postId, [...postIds]), sql`${boosts.status} <> 'released'`))
    .orderBy(boosts.postId, desc(boosts.createdAt));
  return new Map(rows.map((row) => [row.postId, row]));
}

/** Starts the boost its payment paid for, if it still waits; null when it no longer does. */
export async function activateBoost(
  db: Executor,
  paymentId: string,
): Promise<{ id: string; endsAt: Date | null } | null> {
  const [row] = await db
    .update(boosts)
    .set({
      status: 'active',
      startsAt: sql`now()`,
      endsAt: sql`now() + make_interval(days => ${boosts.days})`,
    })
    .where(and(eq(boosts.paymentId, paymentId), eq(boosts.status, 'pending')))
    .returning({ id: boosts.id, endsAt: boosts.endsAt });
  return row ?? null;
}

/** Gives back the slot a waiting boost held (its checkout closed unpaid). */
export async function releaseBoost(db: Executor, paymentId: string): Promise<void> {
  await db
    .update(boosts)
    .set({ status: 'released' })
    .where(and(eq(boosts.paymentId, paymentId), eq(boosts.status, 'pending')));
}

/** Ends a running boost (its time is up, or its payment was refunded). */
export async function endBoostRow(
  db: Executor,
  where: { id: string } | { paymentId: string },
): Promise<void> {
  await db
    .update(boosts)
    .set({ status: 'ended', endsAt: sql`least(${boosts.endsAt}, now())` })
    .where(
      and(
        'id' in where ? eq(boosts.id, where.id) : eq(boosts.paymentId, where.paymentId),
        eq(boosts.status, 'active'),
      ),
    );
}

/**
 * Boosts running now that this viewer may be shown: not their own, not of someone they follow
 * (who reaches them anyway), not of someone the viewer blocked, who blocked the viewer, who is
 * banned or whom the viewer muted; least shown first so that every boost gets its turn.
 */
export async function servableBoosts(
  db: Executor,
  viewerId: string,
  options: { onlyPostIds?: readonly string[]; exceptPostIds?: readonly string[]; limit: number },
): Promise<Array<{ id: string; postId: string }>> {
  if (options.limit <= 0 || options.onlyPostIds?.length === 0) return [];
  return await db
    .select({ id: boosts.id, postId: boosts.postId })
    .from(boosts)
    .where(
      and(
        eq(boosts.status, 'active'),
        sql`${boosts.endsAt} > now()`,
        sql`${boosts.userId} <> ${viewerId}`,
        sql`not exists (select 1 from ${follows} f where f.follower_id = ${viewerId} and f.following_id = ${boosts.userId})`,
        inFeedOf(viewerId, boosts.userId),
        options.onlyPostIds ? inArray(boosts.postId, [...options.onlyPostIds]) : undefined,
        options.exceptPostIds?.length
          ? sql`not (${inArray(boosts.postId, [...options.exceptPostIds])})`
          : undefined,
      ),
    )
    .orderBy(boosts.impressions, boosts.endsAt)
    .limit(options.limit);
}

/** Whether any boost runs now (for anyone). */
export async function anyRunningBoost(db: Executor): Promise<boolean> {
  const [row] = await db
    .select({ id: boosts.id })
    .from(boosts)
    .where(and(eq(boosts.status, 'active'), sql`${boosts.endsAt} > now()`))
    .limit(1);
  return row !== undefined;
}

/** Counts one more time each of these boosts was served. */
export async function addImpressions(db: Executor, boostIds: readonly string[]): Promise<void> {
  if (boostIds.length === 0) return;
  await db
    .update(boosts)
    .set({ impressions: sql`${boosts.impressions} + 1` })
    .where(inArray(boosts.id, [...boostIds]));
}
