import { sql } from 'drizzle-orm';
import type { TrustCap, TrustLevel } from '@aebro/shared/trust';
import type { TrustConfig } from '../../platform/config-types';
import type { Executor } from '../../platform/db/client';
import type { StoredTrust, TrustFacts } from './trust.policy';

/*
 * Issue 37: trust levels and what the caps count. The counts read other areas' tables (posts,
 * comments, conversations) by their author's indexes; nothing here writes them.
 */

const rankOf = (level: ReturnType<typeof sql>) =>
  sql`array_position(array['new', 'member', 'regular', 'leader']::text[], ${level})`;

export async function storedTrust(db: Executor, userId: string): Promise<StoredTrust | null> {
  const found = await db.execute<{ level: TrustLevel; manual: boolean }>(sql`
    select level, manual from trust_levels where user_id = ${userId}`);
  return found.rows[0] ?? null;
}

/** Raises an earned level; a hand-set level and a higher stored one stay as they are. */
export async function raiseLevel(db: Executor, userId: string, level: TrustLevel): Promise<void> {
  await db.execute(sql`
    insert into trust_levels (user_id, level) values (${userId}, ${level})
    on conflict (user_id) do update set level = excluded.level, updated_at = now()
    where not trust_levels.manual
      and ${rankOf(sql`trust_levels.level`)} < ${rankOf(sql`excluded.level`)}`);
}

/** An admin's choice, kept by the job and by activity until an admin changes it. */
export async function setManualLevel(
  db: Executor,
  userId: string,
  level: TrustLevel,
  adminId: string,
): Promise<void> {
  await db.execute(sql`
    insert into trust_levels (user_id, level, manual, set_by) values (${userId}, ${level}, true, ${adminId})
    on conflict (user_id) do update
      set level = excluded.level, manual = true, set_by = excluded.set_by, updated_at = now()`);
}

/**
 * Gives back the level a limit took (its appeal was overturned), as earned: the job may raise it
 * again. Only while the level is still the limit's (nobody changed it since); false otherwise.
 */
export async function restoreLevel(
  db: Executor,
  userId: string,
  limited: { from: TrustLevel; to: TrustLevel },
): Promise<boolean> {
  const changed = await db.execute(sql`
    update trust_levels set level = ${limited.from}, manual = false, set_by = null, updated_at = now()
    where user_id = ${userId} and level = ${limited.to}`);
  return (changed.rowCount ?? 0) > 0;
}

/** Whether the site has fewer than `count` accounts (reads at most `count` rows). */
export async function fewerMembersThan(db: Executor, count: number): Promise<boolean> {
  if (count <= 0) return false;
  const found = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from (select 1 from users limit ${count}) u`);
  return (found.rows[0]?.n ?? 0) < count;
}

export async function trustFacts(db: Executor, userId: string): Promise<TrustFacts> {
  const found = await db.execute<{ days: number; posts: number; comments: number }>(sql`
    select floor(extract(epoch from now() - u.created_at) / 86400)::int as days,
      (select count(*)::int from posts p where p.author_id = u.id) as posts,
      (select count(*)::int from post_comments c where c.author_id = u.id) as comments
    from users u where u.id = ${userId}`);
  const row = found.rows[0];
  return row
    ? { accountDays: row.days, contributions: row.posts + row.comments }
    : { accountDays: 0, contributions: 0 };
}

/** How many posts the member has written (held ones included): their "first posts" so far. */
export async function postCount(db: Executor, userId: string): Promise<number> {
  const found = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from posts where author_id = ${userId}`);
  return found.rows[0]?.n ?? 0;
}

export interface CapUsage {
  used: number;
  /** The oldest thing counted in the window (null: none). */
  oldest: Date | null;
}

/** Posts, comments or message requests written since `since` (mentions: see `mentionTexts`). */
export async function capUsage(
  db: Executor,
  userId: string,
  cap: Exclude<TrustCap, 'mentions' | 'burst'>,
  since: Date,
): Promise<CapUsage> {
  const query =
    cap === 'posts'
      ? sql`select count(*)::int as used, min(created_at) as oldest from posts
          where author_id = ${userId} and created_at > ${since}`
      : cap === 'comments'
        ? sql`select count(*)::int as used, min(created_at) as oldest from post_comments
            where author_id = ${userId} and created_at > ${since}`
        : // A request: a direct conversation I started whose other member does not have it in
          // their inbox (they do not follow me; an accepted request no longer counts).
          sql`select count(*)::int as used, min(c.created_at) as oldest from conversations c
            where c.created_by = ${userId} and c.kind = 'direct' and c.created_at > ${since}
              and c.last_seq > 0
              and exists (select 1 from conversation_members m
                where m.conversation_id = c.id and m.user_id <> ${userId} and m.state <> 'accepted')`;
  const found = await db.execute<{ used: number; oldest: Date | string | null }>(query);
  const row = found.rows[0];
  return {
    used: row?.used ?? 0,
    oldest: row?.oldest ? new Date(row.oldest) : null,
  };
}

/** The texts of the posts and comments written since `since`, oldest first (for mentions). */
export async function textsSince(
  db: Executor,
  userId: string,
  since: Date,
): Promise<Array<{ body: string; createdAt: Date }>> {
  const found = await db.execute<{ body: string; created_at: Date | string }>(sql`
    select body, created_at from posts where author_id = ${userId} and created_at > ${since}
    union all
    select body, created_at from post_comments where author_id = ${userId} and created_at > ${since}
    order by created_at`);
  return found.rows.map((row) => ({ body: row.body, createdAt: new Date(row.created_at) }));
}

/**
 * The daily job: every account that has earned a higher level than it holds is raised to it, in
 * one statement (idempotent; hand-set levels untouched, nothing lowered). Returns how many.
 */
export async function raiseEarnedLevels(db: Executor, config: TrustConfig): Promise<number> {
  const earned = sql`case
      when a.days >= ${config.leader.accountDays} and a.contributions >= ${config.leader.contributions} then 'leader'
      when a.days >= ${config.regular.accountDays} and a.contributions >= ${config.regular.contributions} then 'regular'
      when a.days >= ${config.member.accountDays} and a.contributions >= ${config.member.contributions} then 'member'
      else 'new' end`;
  const found = await db.execute(sql`
    with activity as (
      select u.id,
        floor(extract(epoch from now() - u.created_at) / 86400)::int as days,
        (select count(*)::int from posts p where p.author_id = u.id)
          + (select count(*)::int from post_comments c where c.author_id = u.id) as contributions
      from users u
      left join trust_levels t on t.user_id = u.id
      where (t.user_id is null or not t.manual)
        and u.created_at <= now() - make_interval(days => ${config.member.accountDays})
    ), earned as (
      select a.id, ${earned} as level from activity a
    )
    insert into trust_levels (user_id, level)
    select e.id, e.level from earned e where e.level <> 'new'
    on conflict (user_id) do update set level = excluded.level, updated_at = now()
    where not trust_levels.manual
      and ${rankOf(sql`trust_levels.level`)} < ${rankOf(sql`excluded.level`)}`);
  return found.rowCount ?? 0;
}
