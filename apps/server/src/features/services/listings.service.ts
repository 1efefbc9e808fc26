import type { Page } from '@aebro/shared/connections';
import {
  createServiceSchema,
  requestStates,
  updateServiceSchema,
  type CreateService,
  type discoverServicesQuerySchema,
  type RequestState,
  type Service,
  type ServiceDashboard,
  type UpdateService,
} from '@aebro/shared/services';
import type { z } from 'zod';
import type { StoredImage } from '../../db/schema/posts';
import type { Context } from '../../platform/context';
import { badRequest, forbidden } from '../../platform/errors';
import { decodeCursor, toPage } from '../../platform/http/cursor';
import { claimImages } from '../media/media.service';
import { profileRow } from '../profiles/profiles.service';
import { requestCounts } from './requests.repository';
import { canEditService, canListServices } from './services.policy';
import {
  businessSummary,
  deleteServiceRow,
  discoverRows,
  insertService,
  updateServiceRow,
  type NewService,
  type ServiceRow,
} from './services.repository';
import { averageOf, getService, toService, visibleService } from './services.service';
import './services.events';

/* Listings: a business lists, edits and deletes its services; members discover them. */

/** A listing the viewer owns; others who can see it get a 403. */
async function ownedService(ctx: Context, id: string): Promise<ServiceRow> {
  const row = await visibleService(ctx, id);
  if (!canEditService(row, ctx.viewer.id))
    throw forbidden('Only the business that listed this service can change it.');
  return row;
}

/**
 * The photos of a listing, in order: each entry is a photo it already has (its URL) or a new upload
 * of the viewer's (its key).
 */
async function resolvePhotos(
  ctx: Context,
  refs: readonly string[],
  current: readonly StoredImage[],
): Promise<StoredImage[]> {
  const kept = new Map(current.map((photo) => [photo.url, photo]));
  const keys = refs.filter((ref) => !kept.has(ref));
  const claimed = new Map((await claimImages(ctx, keys)).map((image) => [image.key, image]));
  const photos: StoredImage[] = [];
  for (const ref of new Set(refs)) {
    const photo = kept.get(ref) ?? claimed.get(ref);
    if (photo) photos.push(photo);
  }
  return photos;
}

export async function createService(ctx: Context, input: CreateService): Promise<Service> {
  const value = createServiceSchema.parse(input);
  const profile = await profileRow(ctx, ctx.viewer.id);
  if (!profile || !canListServices(profile))
    throw forbidden('Only business accounts can list services.');
  const photos = await resolvePhotos(ctx, value.photos, []);
  const id = await insertService(ctx.db, {
    businessId: ctx.viewer.id,
    title: value.title,
    category: value.category,
    description: value.description,
    city: value.city,
    serviceArea: value.serviceArea,
    price: value.price,
    photos,
    ...value.contact,
    languages: value.languages,
    hours: value.hours,
    paused: value.paused,
  });
  return await getService(ctx, id);
}

export async function updateService(
  ctx: Context,
  id: string,
  input: UpdateService,
): Promise<Service> {
  const value = updateServiceSchema.parse(input);
  const before = await ownedService(ctx, id);
  const changes: Partial<NewService> = {};
  if (value.title !== undefined) changes.title = value.title;
  if (value.category !== undefined) changes.category = value.category;
  if (value.description !== undefined) changes.description = value.description;
  if (value.city !== undefined) changes.city = value.city;
  if (value.serviceArea !== undefined) changes.serviceArea = value.serviceArea;
  if (value.price !== undefined) changes.price = value.price;
  if (value.photos !== undefined)
    changes.photos = await resolvePhotos(ctx, value.photos, before.photos);
  if (value.contact !== undefined) Object.assign(changes, value.contact);
  if (value.languages !== undefined) changes.languages = value.languages;
  if (value.hours !== undefined) changes.hours = value.hours;
  if (value.paused !== undefined) changes.paused = value.paused;
  await updateServiceRow(ctx.db, id, changes);
  return await getService(ctx, id);
}

/** Deletes a listing with its requests and reviews; open requests are declined (their members are told). */
export async function deleteService(ctx: Context, id: string): Promise<void> {
  const service = await ownedService(ctx, id);
  await ctx.events.transaction(ctx.db, async (tx) => {
    for (const request of await deleteServiceRow(tx, id))
      await ctx.events.publish(tx, 'service.request-moved', {
        requestId: request.id,
        serviceId: id,
        serviceTitle: service.title,
        memberId: request.memberId,
        businessId: service.businessId,
        state: 'declined',
        by: 'business',
      });
  });
}

type DiscoverQuery = z.output<typeof discoverServicesQuerySchema>;

const ratingKeyPattern = /^\d\.\d{6}$/;

/** Discover: by text, category, city and language; best rated or newest first. */
export async function discoverServices(ctx: Context, query: DiscoverQuery): Promise<Page<Service>> {
  const byRating = query.sort === 'rating';
  const cursor = decodeCursor(query.cursor, byRating ? 'text' : 'timestamp');
  if (cursor && byRating && !ratingKeyPattern.test(cursor.key))
    throw badRequest('This page cursor is not valid. Start again from the first page.');
  const rows = await discoverRows(ctx.db, ctx.viewer.id, query, cursor, query.limit);
  const { items, nextCursor } = toPage(rows, query.limit, (row) => ({
    key: byRating ? row.ratingKey : row.createdKey,
    id: row.id,
  }));
  return { items: items.map((row) => toService(row, ctx.viewer.id)), nextCursor };
}

/** The business dashboard's summary: rating over its listings, and its requests by state. */
export async function serviceDashboard(ctx: Context): Promise<ServiceDashboard> {
  const [summary, counts] = await Promise.all([
    businessSummary(ctx.db, ctx.viewer.id),
    requestCounts(ctx.db, ctx.viewer.id),
  ]);
  const requests = Object.fromEntries(requestStates.map((state) => [state, 0])) as Record<
    RequestState,
    number
  >;
  for (const { state, count } of counts) requests[state] = count;
  return {
    rating: {
      average: averageOf(summary.ratingSum, summary.reviewCount),
      count: summary.reviewCount,
    },
    listings: summary.listings,
    requests,
  };
}
