import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  openRequestStates,
  type OpenRequestState,
  type RequestState,
} from '@aebro/shared/services';
import type { StoredImage } from '../../db/schema/posts';
import { profiles } from '../../db/schema/profiles';
import { serviceRequests, serviceReviews, services } from '../../db/schema/services';
import type { Executor } from '../../platform/db/client';
import { timestampKey } from '../../platform/db/keyset';
import type { Cursor } from '../../platform/http/cursor';
import { partyColumns, type PartyRow } from './services.repository';

/* Service requests: asked by a member, answered by the business, and the counts of its dashboard. */

export interface RequestRow {
  id: string;
  serviceId: string;
  memberId: string;
  businessId: string;
  state: RequestState;
  need: string;
  preferredDate: string | null;
  preferredTime: string | null;
  message: string;
  proposedDate: string | null;
  proposedTime: string | null;
  declineReason: string | null;
  createdAt: Date;
  updatedAt: Date;
  expiresAt: Date;
  createdKey: string;
  serviceTitle: string;
  serviceCategory: string;
  servicePhotos: StoredImage[];
  member: PartyRow;
  business: PartyRow;
  reviewId: string | null;
}

const member = alias(profiles, 'member');
const requestBusiness = alias(profiles, 'request_business');

function selectRequests(db: Executor) {
  return db
    .select({
      id: serviceRequests.id,
      serviceId: serviceRequests.serviceId,
      memberId: serviceRequests.memberId,
      businessId: serviceRequests.businessId,
      state: serviceRequests.state,
      need: serviceRequests.need,
      preferredDate: serviceRequests.preferredDate,
      preferredTime: serviceRequests.preferredTime,
      message: serviceRequests.message,
      proposedDate: serviceRequests.proposedDate,
      proposedTime: serviceRequests.proposedTime,
      declineReason: serviceRequests.declineReason,
      createdAt: serviceRequests.createdAt,
      updatedAt: serviceRequests.updatedAt,
      expiresAt: serviceRequests.expiresAt,
      createdKey: timestampKey(serviceRequests.createdAt),
      serviceTitle: services.title,
      serviceCategory: services.category,
      servicePhotos: services.photos,
      member: partyColumns(member),
      business: partyColumns(requestBusiness),
      reviewId: serviceReviews.id,
    })
    .from(serviceRequests)
    .innerJoin(services, eq(services.id, serviceRequests.serviceId))
    .innerJoin(member, eq(member.id, serviceRequests.memberId))
    .innerJoin(requestBusiness, eq(requestBusiness.id, serviceRequests.businessId))
    .leftJoin(serviceReviews, eq(serviceReviews.requestId, serviceRequests.id));
}

export async function insertRequest(
  db: Executor,
  row: {
    serviceId: string;
    memberId: string;
    businessId: string;
    need: string;
    preferredDate: string | null;
    preferredTime: string | null;
    message: string;
    expiresAt: Date;
  },
): Promise<string> {
  const [created] = await db
    .insert(serviceRequests)
    .values(row)
    .returning({ id: serviceRequests.id });
  if (!created) throw new Error('the request was not inserted');
  return created.id;
}

/** The member's request for this listing that is still open (the newest, should there be more). */
export async function findOpenRequest(
  db: Executor,
  serviceId: string,
  memberId: string,
): Promise<{ id: string; state: OpenRequestState; createdAt: Date } | null> {
  const [row] = await db
    .select({
      id: serviceRequests.id,
      state: serviceRequests.state,
      createdAt: serviceRequests.createdAt,
    })
    .from(serviceRequests)
    .where(
      and(
        eq(serviceRequests.serviceId, serviceId),
        eq(serviceRequests.memberId, memberId),
        inArray(serviceRequests.state, [...openRequestStates]),
      ),
    )
    .orderBy(desc(serviceRequests.createdAt))
    .limit(1);
  return row ? { ...row, state: row.state as OpenRequestState } : null;
}

/**
 * Holds, until the transaction ends, the right to add a request of this member for this listing:
 * two sends at once (a double click, two tabs) are decided one after the other, so only the first
 * finds no open request.
 */
export async function lockMemberRequests(
  db: Executor,
  serviceId: string,
  memberId: string,
): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`service-request:${serviceId}:${memberId}`}))`,
  );
}

export async function findRequest(db: Executor, id: string): Promise<RequestRow | null> {
  const [row] = await selectRequests(db).where(eq(serviceRequests.id, id)).limit(1);
  return (row as unknown as RequestRow | undefined) ?? null;
}

/**
 * Moves a request from one of `from` to `to` in one statement, so that two answers at once (the
 * business accepts while the member cancels) cannot both win. False when it was no longer in `from`.
 */
export async function moveRequest(
  db: Executor,
  id: string,
  from: readonly RequestState[],
  to: RequestState,
  changes: Partial<{
    proposedDate: string | null;
    proposedTime: string | null;
    declineReason: string | null;
  }> = {},
): Promise<boolean> {
  const moved = await db
    .update(serviceRequests)
    .set({ ...changes, state: to, updatedAt: sql`now()` })
    .where(and(eq(serviceRequests.id, id), inArray(serviceRequests.state, [...from])))
    .returning({ id: serviceRequests.id });
  return moved.length > 0;
}

/** My requests, as the business (incoming) or as the member (sent), newest first. */
export async function listRequestRows(
  db: Executor,
  viewerId: string,
  role: 'business' | 'member',
  state: RequestState | undefined,
  cursor: Cursor | null,
  limit: number,
): Promise<RequestRow[]> {
  const rows = await selectRequests(db)
    .where(
      and(
        role === 'business'
          ? eq(serviceRequests.businessId, viewerId)
          : eq(serviceRequests.memberId, viewerId),
        state ? eq(serviceRequests.state, state) : undefined,
        cursor
          ? sql`(${serviceRequests.createdAt}, ${serviceRequests.id}) < (${cursor.key}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id))
    .limit(limit + 1);
  return rows as unknown as RequestRow[];
}

export async function requestCounts(
  db: Executor,
  businessId: string,
): Promise<Array<{ state: RequestState; count: number }>> {
  return await db
    .select({ state: serviceRequests.state, count: sql<number>`count(*)::int` })
    .from(serviceRequests)
    .where(eq(serviceRequests.businessId, businessId))
    .groupBy(serviceRequests.state);
}
