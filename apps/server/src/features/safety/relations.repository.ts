import { and, desc, eq, or, sql } from 'drizzle-orm';
import { personColumns, profiles, type PersonRow } from '../../db/schema/profiles';
import { blocks, mutes } from '../../db/schema/safety';
import type { Executor } from '../../platform/db/client';
import { timestampKey } from '../../platform/db/keyset';
import { preparedFor } from '../../platform/db/prepared';
import type { Cursor } from '../../platform/http/cursor';

export type Relation = 'block' | 'mute';
const relationTables = {
  block: { table: blocks, by: blocks.blockerId, of: blocks.blockedId, at: blocks.createdAt },
  mute: { table: mutes, by: mutes.muterId, of: mutes.mutedId, at: mutes.createdAt },
} as const;

/** Adds a block or mute; true when it is new. */
export async function insertRelation(
  db: Executor,
  kind: Relation,
  byId: string,
  ofId: string,
): Promise<boolean> {
  const rows =
    kind === 'block'
      ? await db
          .insert(blocks)
          .values({ blockerId: byId, blockedId: ofId })
          .onConflictDoNothing()
          .returning({ at: blocks.createdAt })
      : await db
          .insert(mutes)
          .values({ muterId: byId, mutedId: ofId })
          .onConflictDoNothing()
          .returning({ at: mutes.createdAt });
  return rows.length > 0;
}

export async function deleteRelation(
  db: Executor,
  kind: Relation,
  byId: string,
  ofId: string,
): Promise<boolean> {
  const { table, by, of, at } = relationTables[kind];
  const rows = await db
    .delete(table)
    .where(and(eq(by, byId), eq(of, ofId)))
    .returning({ at });
  return rows.length > 0;
}

// Both are asked on every message, follow and notification: their SQL is built once.
const relationStatements = {
  block: preparedFor((db) => relationQuery(db, 'block').prepare('block_exists')),
  mute: preparedFor((db) => relationQuery(db, 'mute').prepare('mute_exists')),
};

function relationQuery(db: Executor, kind: Relation) {
  const { table, by, of } = relationTables[kind];
  return db
    .select({ one: sql`1` })
    .from(table)
    .where(and(eq(by, sql.placeholder('by')), eq(of, sql.placeholder('of'))))
    .limit(1);
}

export async function relationExists(
  db: Executor,
  kind: Relation,
  byId: string,
  ofId: string,
): Promise<boolean> {
  const rows = await relationStatements[kind](db).execute({ by: byId, of: ofId });
  return rows.length > 0;
}

const eitherWayStatement = preparedFor((db) =>
  db
    .select({ one: sql`1` })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, sql.placeholder('a')), eq(blocks.blockedId, sql.placeholder('b'))),
        and(eq(blocks.blockerId, sql.placeholder('b')), eq(blocks.blockedId, sql.placeholder('a'))),
      ),
    )
    .limit(1)
    .prepare('blocked_either_way'),
);

export async function blockedEitherWay(db: Executor, a: string, b: string): Promise<boolean> {
  const rows = await eitherWayStatement(db).execute({ a, b });
  return rows.length > 0;
}

/** Everyone the viewer blocked or who blocked the viewer. */
export async function blockedIdsOf(db: Executor, viewerId: string): Promise<string[]> {
  const rows = await db
    .select({ blocker: blocks.blockerId, blocked: blocks.blockedId })
    .from(blocks)
    .where(or(eq(blocks.blockerId, viewerId), eq(blocks.blockedId, viewerId)));
  return [...new Set(rows.map((row) => (row.blocker === viewerId ? row.blocked : row.blocker)))];
}

export async function mutedIdsOf(db: Executor, viewerId: string): Promise<string[]> {
  const rows = await db
    .select({ id: mutes.mutedId })
    .from(mutes)
    .where(eq(mutes.muterId, viewerId));
  return rows.map((row) => row.id);
}

/** The people I blocked (or muted), most recent first. */
export async function relationRows(
  db: Executor,
  kind: Relation,
  byId: string,
  cursor: Cursor | null,
  limit: number,
): Promise<Array<PersonRow & { key: string; since: Date }>> {
  const { table, by, of, at } = relationTables[kind];
  return await db
    .select({ ...personColumns, key: timestampKey(at), since: at })
    .from(table)
    .innerJoin(profiles, eq(profiles.id, of))
    .where(
      and(
        eq(by, byId),
        cursor ? sql`(${at}, ${of}) < (${cursor.key}::timestamptz, ${cursor.id})` : undefined,
      ),
    )
    .orderBy(desc(at), desc(of))
    .limit(limit + 1);
}
