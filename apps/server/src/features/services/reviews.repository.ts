import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { notBlockedWith } from '../../db/safety-filters';
import { profiles } from '../../db/schema/profiles';
import { serviceReviews, services } from '../../db/schema/services';
import type { Executor } from '../../platform/db/client';
import { timestampKey } from '../../platform/db/keyset';
import type { Cursor } from '../../platform/http/cursor';
import { partyColumns, type PartyRow } from './services.repository';

/* Reviews of completed requests, the business's replies, and the listing's rating they move. */

export interface ReviewRow {
  id: string;
  serviceId: string;
  requestId: string;
  reviewerId: string;
  rating: number;
  body: string;
  reply: string | null;
  repliedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  createdKey: string;
  businessId: string;
  serviceTitle: string;
  reviewer: PartyRow;
}

const reviewer = alias(profiles, 'reviewer');

function selectReviews(db: Executor) {
  return db
    .select({
      id: serviceReviews.id,
      serviceId: serviceReviews.serviceId,
      requestId: serviceReviews.requestId,
      reviewerId: serviceReviews.reviewerId,
      rating: serviceReviews.rating,
      body: serviceReviews.body,
      reply: serviceReviews.reply,
      repliedAt: serviceReviews.repliedAt,
      createdAt: serviceReviews.createdAt,
      updatedAt: serviceReviews.updatedAt,
      createdKey: timestampKey(serviceReviews.createdAt),
      businessId: services.businessId,
      serviceTitle: services.title,
      reviewer: partyColumns(reviewer),
    })
    .from(serviceReviews)
    .innerJoin(services, eq(services.id, serviceReviews.serviceId))
    .innerJoin(reviewer, eq(reviewer.id, serviceReviews.reviewerId));
}

export async function findReview(db: Executor, id: string): Promise<ReviewRow | null> {
  const [row] = await selectReviews(db).where(eq(serviceReviews.id, id)).limit(1);
  return (row as unknown as ReviewRow | undefined) ?? null;
}

export async function reviewsOfRequests(
  db: Executor,
  requestIds: readonly string[],
): Promise<ReviewRow[]> {
  if (requestIds.length === 0) return [];
  const rows = await selectReviews(db).where(inArray(serviceReviews.requestId, [...requestIds]));
  return rows as unknown as ReviewRow[];
}

/** Adds `sum` stars and `count` reviews to a listing's rating, in the caller's transaction. */
async function addToRating(db: Executor, serviceId: string, sum: number, count: number) {
  await db
    .update(services)
    .set({
      ratingSum: sql`${services.ratingSum} + ${sum}`,
      reviewCount: sql`${services.reviewCount} + ${count}`,
      ratingAvg: sql`case when ${services.reviewCount} + ${count} = 0 then 0
        else round((${services.ratingSum} + ${sum})::numeric / (${services.reviewCount} + ${count}), 6) end`,
    })
    .where(eq(services.id, serviceId));
}

/** Writes a review and counts it in its listing's rating; null when the request has one already. */
export async function insertReview(
  db: Executor,
  row: { requestId: string; serviceId: string; reviewerId: string; rating: number; body: string },
): Promise<string | null> {
  const [created] = await db
    .insert(serviceReviews)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: serviceReviews.id });
  if (!created) return null;
  await addToRating(db, row.serviceId, row.rating, 1);
  return created.id;
}

/** Edits a review; a new rating moves the listing's rating by the difference. */
export async function updateReviewRow(
  db: Executor,
  id: string,
  changes: { rating?: number | undefined; body?: string | undefined },
): Promise<void> {
  const [before] = await db
    .select({ rating: serviceReviews.rating, serviceId: serviceReviews.serviceId })
    .from(serviceReviews)
    .where(eq(serviceReviews.id, id))
    .for('update');
  if (!before) return;
  await db
    .update(serviceReviews)
    .set({
      ...(changes.rating === undefined ? {} : { rating: changes.rating }),
      ...(changes.body === undefined ? {} : { body: changes.body }),
      updatedAt: sql`now()`,
    })
    .where(eq(serviceReviews.id, id));
  if (changes.rating !== undefined && changes.rating !== before.rating)
    await addToRating(db, before.serviceId, changes.rating - before.rating, 0);
}

/** The business's one reply; false when there is one already. */
export async function setReply(db: Executor, id: string, body: string): Promise<boolean> {
  const updated = await db
    .update(serviceReviews)
    .set({ reply: body, repliedAt: sql`now()` })
    .where(and(eq(serviceReviews.id, id), sql`${serviceReviews.reply} is null`))
    .returning({ id: serviceReviews.id });
  return updated.length > 0;
}

/** A listing's reviews, leaving out those of people the viewer blocked or who blocked the viewer. */
export async function listReviewRows(
  db: Executor,
  viewerId: string,
  serviceId: string,
  cursor: Cursor | null,
  limit: number,
): Promise<ReviewRow[]> {
  const rows = await selectReviews(db)
    .where(
      and(
        eq(serviceReviews.serviceId, serviceId),
        notBlockedWith(viewerId, serviceReviews.reviewerId),
        cursor
          ? sql`(${serviceReviews.createdAt}, ${serviceReviews.id}) < (${cursor.key}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(serviceReviews.createdAt), desc(serviceReviews.id))
    .limit(limit + 1);
  return rows as unknown as ReviewRow[];
}
