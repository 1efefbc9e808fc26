import { and, desc, eq } from 'drizzle-orm';
import { profiles } from '../../db/schema/profiles';
import { verificationRequests } from '../../db/schema/safety';
import type { Executor } from '../../platform/db/client';

export async function latestVerificationOf(db: Executor, userId: string) {
  const [row] = await db
    .select()
    .from(verificationRequests)
    .where(eq(verificationRequests.userId, userId))
    .orderBy(desc(verificationRequests.createdAt))
    .limit(1);
  return row ?? null;
}

export async function insertVerificationRequest(
  db: Executor,
  userId: string,
  details: string,
): Promise<string> {
  const [row] = await db
    .insert(verificationRequests)
    .values({ userId, details })
    .returning({ id: verificationRequests.id });
  if (!row) throw new Error('verification request insert returned nothing');
  return row.id;
}

export async function verificationRows(
  db: Executor,
  status: 'pending' | 'approved' | 'declined',
  offset: number,
  limit: number,
) {
  return await db
    .select()
    .from(verificationRequests)
    .where(eq(verificationRequests.status, status))
    .orderBy(verificationRequests.createdAt, verificationRequests.id)
    .offset(offset)
    .limit(limit + 1);
}

export async function findVerification(db: Executor, id: string) {
  const [row] = await db
    .select()
    .from(verificationRequests)
    .where(eq(verificationRequests.id, id))
    .limit(1);
  return row ?? null;
}

/** Decides a pending request; false when it was not pending (any more). */
export async function decideVerificationRow(
  db: Executor,
  id: string,
  approve: boolean,
  reason: string,
): Promise<boolean> {
  const rows = await db
    .update(verificationRequests)
    .set({
      status: approve ? 'approved' : 'declined',
      reason: reason || null,
      decidedAt: new Date(),
    })
    .where(and(eq(verificationRequests.id, id), eq(verificationRequests.status, 'pending')))
    .returning({ id: verificationRequests.id });
  return rows.length > 0;
}

/** The verified badge (approved by a site admin); business registration sets it false. */
export async function setVerifiedFlag(
  db: Executor,
  userId: string,
  verified: boolean,
): Promise<void> {
  await db
    .update(profiles)
    .set({ isVerified: verified, updatedAt: new Date() })
    .where(eq(profiles.id, userId));
}
