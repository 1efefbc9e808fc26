import { and, eq, inArray } from 'drizzle-orm';
import { uploads, type StoredImageVariant } from '../../db/schema/posts';
import type { Executor } from '../../platform/db/client';

export type UploadRow = typeof uploads.$inferSelect;

export async function insertUpload(
  db: Executor,
  row: {
    key: string;
    ownerId: string;
    url: string;
    width: number;
    height: number;
    bytes: number;
    variants: StoredImageVariant[];
  },
): Promise<void> {
  await db.insert(uploads).values(row);
}

export async function ownedUploads(
  db: Executor,
  ownerId: string,
  keys: readonly string[],
): Promise<UploadRow[]> {
  if (keys.length === 0) return [];
  return await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.ownerId, ownerId), inArray(uploads.key, [...keys])));
}
