import { and, desc, eq, gt, lte, ne } from 'drizzle-orm';
import { dataExports } from '../../db/schema/my-data';
import type { Executor } from '../../platform/db/client';

/*
 * "My data" reads and removes one member's rows in every area's tables at once: an export must be
 * one consistent picture, and a deletion one transaction. It is the one place that does so; the
 * areas' own repositories stay the only writers of everything else.
 */

// ---------- Exports ----------

export type DataExportRow = typeof dataExports.$inferSelect;

export async function latestExport(db: Executor, userId: string): Promise<DataExportRow | null> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.createdAt))
    .limit(1);
  return row ?? null;
}

export async function findExport(db: Executor, id: string): Promise<DataExportRow | null> {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id)).limit(1);
  return row ?? null;
}

/** An export asked for since `since` that did not fail (the one-a-day limit). */
export async function recentExport(
  db: Executor,
  userId: string,
  since: Date,
): Promise<DataExportRow | null> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(
      and(
        eq(dataExports.userId, userId),
        gt(dataExports.createdAt, since),
        ne(dataExports.status, 'failed'),
      ),
    )
    .orderBy(desc(dataExports.createdAt))
    .limit(1);
  return row ?? null;
}

export async function insertExport(db: Executor, userId: string): Promise<DataExportRow> {
  const [row] = await db.insert(dataExports).values({ userId }).returning();
  if (!row) throw new Error('the export row was not made');
  return row;
}

export async function markExportReady(
  db: Executor,
  id: string,
  input: { storageKey: string; bytes: number; expiresAt: Date },
): Promise<void> {
  await db
    .update(dataExports)
    .set({ status: 'ready', readyAt: new Date(), ...input })
    .where(eq(dataExports.id, id));
}

export async function markExportFailed(db: Executor, id: string): Promise<void> {
  await db.update(dataExports).set({ status: 'failed' }).where(eq(dataExports.id, id));
}

/** Ready exports whose time ran out (their files are removed) and every export of a user. */
export async function expiredExports(db: Executor, now: Date): Promise<DataExportRow[]> {
  return await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.status, 'ready'), lte(dataExports.expiresAt, now)));
}

export async function exportsOf(db: Executor, userId: string): Promise<DataExportRow[]> {
  return await db.select().from(dataExports).where(eq(dataExports.userId, userId));
}

export async function forgetExportFile(db: Executor, id: string): Promise<void> {
  await db.update(dataExports).set({ storageKey: null }).where(eq(dataExports.id, id));
}

export * from './export-contents.repository';
export * from './deletion.repository';
