import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { OpeningHours, RequestState, ServicePrice, ServiceSort } from '@aebro/shared/services';
import type { StoredImage } from '../../db/schema/posts';
import { notBlockedWith, visibleTo } from '../../db/safety-filters';
import { profiles } from '../../db/schema/profiles';
import { serviceRequests, serviceReviews, services } from '../../db/schema/services';
import type { Executor } from '../../platform/db/client';
import { timestampKey } from '../../platform/db/keyset';
import { matchesSearch } from '../../platform/db/search';
import type { Cursor } from '../../platform/http/cursor';

/** A person as the services area shows them (a business, a member, a reviewer). */
export interface PartyRow {
  id: string;
  username: string;
  fullName: string | null;
  avatarUrl: string | null;
  accountType: 'community' | 'business';
  businessName: string | null;
  businessCategory: string | null;
  isVerified: boolean;
}

type PartyTable = Record<
  | 'id'
  | 'username'
  | 'fullName'
  | 'avatarUrl'
  | 'accountType'
  | 'businessName'
  | 'businessCategory'
  | 'isVerified',
  AnyPgColumn
>;

function partyColumns<T extends PartyTable>(table: T) {
  return {
    id: table.id,
    username: table.username,
    fullName: table.fullName,
    avatarUrl: table.avatarUrl,
    accountType: table.accountType,
    businessName: table.businessName,
    businessCategory: table.businessCategory,
    isVerified: table.isVerified,
  };
}

export interface ServiceRow {
  id: string;
  businessId: string;
  title: string;
  category: string;
  description: string;
  city: string;
  serviceArea: string;
  price: ServicePrice;
  photos: StoredImage[];
  phone: string | null;
  email: string | null;
  website: string | null;
  social: string | null;
  languages: string[];
  hours: OpeningHours | null;
  paused: boolean;
  ratingSum: number;
  reviewCount: number;
  ratingKey: string;
  createdKey: string;
  createdAt: Date;
  updatedAt: Date;
  business: PartyRow;
}

const business = alias(profiles, 'business');

const serviceColumns = {
  id: services.id,
  businessId: services.businessId,
  title: services.title,
  category: services.category,
  description: services.description,
  city: services.city,
  serviceArea: services.serviceArea,
  price: services.price,
  photos: services.photos,
  phone: services.phone,
  email: services.email,
  website: services.website,
  social: services.social,
  languages: services.languages,
  hours: services.hours,
  paused: services.paused,
  ratingSum: services.ratingSum,
  reviewCount: services.reviewCount,
  // Fixed width ("4.500000"), so that a text cursor holds it exactly.
  ratingKey: sql<string>`to_char(${services.ratingAvg}, 'FM0.000000')`,
  createdKey: timestampKey(services.createdAt),
  createdAt: services.createdAt,
  updatedAt: services.updatedAt,
  business: partyColumns(business),
};

function selectServices(db: Executor) {
  return db
    .select(serviceColumns)
    .from(services)
    .innerJoin(business, eq(business.id, services.businessId));
}

export type NewService = Omit<
  typeof services.$inferInsert,
  'id' | 'ratingSum' | 'reviewCount' | 'ratingAvg' | 'createdAt' | 'updatedAt'
>;

export async function insertService(db: Executor, row: NewService): Promise<string> {
  const [created] = await db.insert(services).values(row).returning({ id: services.id });
  if (!created) throw new Error('the service was not inserted');
  return created.id;
}

export async function findService(db: Executor, id: string): Promise<ServiceRow | null> {
  const [row] = await selectServices(db).where(eq(services.id, id)).limit(1);
  return (row as unknown as ServiceRow | undefined) ?? null;
}

export async function updateServiceRow(
  db: Executor,
  id: string,
  changes: Partial<NewService>,
): Promise<void> {
  await db
    .update(services)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(services.id, id));
}

/** Deletes a listing with its requests and reviews; says which requests were still open. */
export async function deleteServiceRow(
  db: Executor,
  id: string,
): Promise<Array<{ id: string; memberId: string }>> {
  const open = await db
    .select({ id: serviceRequests.id, memberId: serviceRequests.memberId })
    .from(serviceRequests)
    .where(
      and(
        eq(serviceRequests.serviceId, id),
        inArray(serviceRequests.state, ['requested', 'accepted']),
      ),
    );
  await db.delete(services).where(eq(services.id, id));
  return open;
}

/**
 * Title, description and city (`services.search_text`), or the business's name
 * (`profiles.search_text`), however they are spelt (issue 18). Two trigram-indexed lookups
 * joined by `or`, rather than one condition over the join, so that each keeps its index.
 */
function matchesService(query: string): SQL | undefined {
  const own = matchesSearch(services.searchText, query);
  const business = matchesSearch(profiles.searchText, query);
  if (!own || !business) return undefined;
  return sql`(${own} or ${services.businessId} in (select ${profiles.id} from ${profiles} where ${business}))`;
}

export interface DiscoverFilter {
  q: string;
  category?: string | undefined;
  city?: string | undefined;
  language?: string | undefined;
  businessId?: string | undefined;
  sort: ServiceSort;
}

/** Discover: listings that are not paused (and the viewer's own), best rated or newest first. */
export async function discoverRows(
  db: Executor,
  viewerId: string,
  filter: DiscoverFilter,
  cursor: Cursor | null,
  limit: number,
): Promise<ServiceRow[]> {
  const byRating = filter.sort === 'rating';
  let after: SQL | undefined;
  if (cursor)
    after = byRating
      ? sql`(${services.ratingAvg}, ${services.id}) < (${cursor.key}::numeric, ${cursor.id}::uuid)`
      : sql`(${services.createdAt}, ${services.id}) < (${cursor.key}::timestamptz, ${cursor.id}::uuid)`;
  const rows = await selectServices(db)
    .where(
      and(
        sql`(${services.paused} = false or ${services.businessId} = ${viewerId})`,
        // Not of someone the viewer blocked or who blocked them (nor of a banned business).
        sql`(${services.businessId} = ${viewerId} or ${visibleTo(viewerId, services.businessId)})`,
        matchesService(filter.q),
        filter.category ? eq(services.category, filter.category) : undefined,
        filter.city ? eq(services.city, filter.city) : undefined,
        filter.language
          ? sql`${services.languages} @> array[${filter.language}]::text[]`
          : undefined,
        filter.businessId ? eq(services.businessId, filter.businessId) : undefined,
        after,
      ),
    )
    .orderBy(
      ...(byRating
        ? [desc(services.ratingAvg), desc(services.id)]
        : [desc(services.createdAt), desc(services.id)]),
    )
    .limit(limit + 1);
  return rows as unknown as ServiceRow[];
}

/** The viewer's rating over all their listings, and how many they have. */
export async function businessSummary(
  db: Executor,
  businessId: string,
): Promise<{ ratingSum: number; reviewCount: number; listings: number }> {
  const [row] = await db
    .select({
      ratingSum: sql<number>`coalesce(sum(${services.ratingSum}), 0)::int`,
      reviewCount: sql<number>`coalesce(sum(${services.reviewCount}), 0)::int`,
      listings: sql<number>`count(*)::int`,
    })
    .from(services)
    .where(eq(services.businessId, businessId));
  return row ?? { ratingSum: 0, reviewCount: 0, listings: 0 };
}

/* Requests */

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

/* Reviews */

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

export async function findReviewOfRequest(
  db: Executor,
  requestId: string,
): Promise<ReviewRow | null> {
  const [row] = await selectReviews(db).where(eq(serviceReviews.requestId, requestId)).limit(1);
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
