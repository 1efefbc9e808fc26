import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { OpeningHours, ServicePrice, ServiceSort } from '@aebro/shared/services';
import type { StoredImage } from '../../db/schema/posts';
import { visibleTo } from '../../db/safety-filters';
import { profiles } from '../../db/schema/profiles';
import { serviceRequests, services } from '../../db/schema/services';
import type { Executor } from '../../platform/db/client';
import { timestampKey } from '../../platform/db/keyset';
import { matchesSearch } from '../../platform/db/search';
import type { Cursor } from '../../platform/http/cursor';

/*
 * The services area's listings, and the columns of a person every part selects; requests are in
 * requests.repository.ts, reviews and ratings in reviews.repository.ts.
 */

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

export function partyColumns<T extends PartyTable>(table: T) {
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
