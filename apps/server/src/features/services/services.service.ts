import type { Page } from '@aebro/shared/connections';
import {
  createRequestSchema,
  createReviewSchema,
  createServiceSchema,
  replySchema,
  requestStates,
  serviceLimits,
  transitionSchema,
  updateReviewSchema,
  updateServiceSchema,
  type CreateRequest,
  type CreateReview,
  type CreateService,
  type discoverServicesQuerySchema,
  type myRequestsQuerySchema,
  type Party,
  type ReplyInput,
  type RequestState,
  type Review,
  type ReviewsPage,
  type Service,
  type ServiceDashboard,
  type ServiceRequest,
  type Transition,
  type UpdateReview,
  type UpdateService,
} from '@aebro/shared/services';
import type { z } from 'zod';
import type { StoredImage } from '../../db/schema/posts';
import type { Context, Platform } from '../../platform/context';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { decodeCursor, toPage } from '../../platform/http/cursor';
import { claimImages } from '../media/media.service';
import { profileRow } from '../profiles/profiles.service';
import { hasBlocked, isBlockedBetween } from '../safety/safety.service';
import {
  blockedRequestText,
  listingHiddenFrom,
  allowedTransitions,
  canEditService,
  canListServices,
  canReply,
  canRequestService,
  canReview,
  canSeeService,
  isReachable,
  mayTransition,
  partyOf,
} from './services.policy';
import {
  businessSummary,
  deleteServiceRow,
  discoverRows,
  findRequest,
  findReview,
  findService,
  insertRequest,
  insertReview,
  insertService,
  listRequestRows,
  listReviewRows,
  moveRequest,
  requestCounts,
  reviewsOfRequests,
  setReply,
  updateReviewRow,
  updateServiceRow,
  type NewService,
  type PartyRow,
  type RequestRow,
  type ReviewRow,
  type ServiceRow,
} from './services.repository';
import type { RequestEventFacts } from './services.events';
import './services.events';

const missingService = 'This service does not exist.';
const missingRequest = 'This request does not exist.';
const missingReview = 'This review does not exist.';

function toParty(row: PartyRow): Party {
  return {
    id: row.id,
    username: row.username,
    fullName: row.fullName,
    avatarUrl: row.avatarUrl,
    accountType: row.accountType,
    businessName: row.businessName,
    businessCategory: row.businessCategory,
    isVerified: row.isVerified,
  };
}

/** The exact mean of the stars, rounded to 2 decimals; null without reviews. */
export function averageOf(sum: number, count: number): number | null {
  return count === 0 ? null : Math.round((sum * 100) / count) / 100;
}

function toService(row: ServiceRow, viewerId: string): Service {
  return {
    id: row.id,
    title: row.title,
    category: row.category as Service['category'],
    description: row.description,
    city: row.city,
    serviceArea: row.serviceArea,
    price: row.price,
    photos: row.photos.map(({ url, width, height }) => ({ url, width, height })),
    contact: { phone: row.phone, email: row.email, website: row.website, social: row.social },
    languages: row.languages as Service['languages'],
    hours: row.hours,
    paused: row.paused,
    rating: { average: averageOf(row.ratingSum, row.reviewCount), count: row.reviewCount },
    business: toParty(row.business),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    viewer: {
      isOwner: row.businessId === viewerId,
      canRequest: canRequestService(row, viewerId),
    },
  };
}

function toReview(row: ReviewRow, viewerId: string): Review {
  return {
    id: row.id,
    serviceId: row.serviceId,
    requestId: row.requestId,
    rating: row.rating,
    body: row.body,
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    edited: row.updatedAt.getTime() - row.createdAt.getTime() > 1000,
    reviewer: toParty(row.reviewer),
    viewer: { isReviewer: row.reviewerId === viewerId, canReply: canReply(row, viewerId) },
  };
}

function toRequest(row: RequestRow, viewerId: string, review: ReviewRow | null): ServiceRequest {
  const role = row.businessId === viewerId ? 'business' : 'member';
  return {
    id: row.id,
    state: row.state,
    need: row.need,
    preferredDate: row.preferredDate,
    preferredTime: row.preferredTime,
    message: row.message,
    proposedDate: row.proposedDate,
    proposedTime: row.proposedTime,
    declineReason: row.declineReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    service: {
      id: row.serviceId,
      title: row.serviceTitle,
      category: row.serviceCategory as ServiceRequest['service']['category'],
      photoUrl: row.servicePhotos[0]?.url ?? null,
    },
    member: toParty(row.member),
    business: toParty(row.business),
    review: review ? toReview(review, viewerId) : null,
    viewer: {
      role,
      can: allowedTransitions(row.state, role),
      canReview: canReview({ ...row, reviewed: review !== null }, viewerId),
    },
  };
}

function factsOf(row: RequestRow): RequestEventFacts {
  return {
    requestId: row.id,
    serviceId: row.serviceId,
    serviceTitle: row.serviceTitle,
    memberId: row.memberId,
    businessId: row.businessId,
  };
}

/* Listings */

/** A listing the viewer may see (a paused one only its owner): otherwise a 404. */
async function visibleService(ctx: Context, id: string): Promise<ServiceRow> {
  const row = await findService(ctx.db, id);
  if (!row || !canSeeService(row, ctx.viewer.id)) throw notFound(missingService);
  if (listingHiddenFrom(row, ctx.viewer.id, await hasBlocked(ctx, row.businessId, ctx.viewer.id)))
    throw notFound(missingService);
  return row;
}

/** A listing the viewer owns; others who can see it get a 403. */
async function ownedService(ctx: Context, id: string): Promise<ServiceRow> {
  const row = await visibleService(ctx, id);
  if (!canEditService(row, ctx.viewer.id))
    throw forbidden('Only the business that listed this service can change it.');
  return row;
}

export async function getService(ctx: Context, id: string): Promise<Service> {
  return toService(await visibleService(ctx, id), ctx.viewer.id);
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
  const open = await ctx.db.transaction((tx) => deleteServiceRow(tx, id));
  for (const request of open)
    ctx.events.emit('service.request-moved', {
      requestId: request.id,
      serviceId: id,
      serviceTitle: service.title,
      memberId: request.memberId,
      businessId: service.businessId,
      state: 'declined',
      by: 'business',
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

/* Requests */

const hour = 60 * 60 * 1000;

/** When an accepted request completes on its own: a day after its date, else 14 days after acceptance. */
export function autoCompleteAt(
  request: { proposedDate: string | null; preferredDate: string | null },
  acceptedAt: Date,
): Date {
  const date = request.proposedDate ?? request.preferredDate;
  if (date)
    return new Date(Date.parse(`${date}T23:59:59Z`) + serviceLimits.autoCompleteHours * hour);
  return new Date(acceptedAt.getTime() + serviceLimits.autoCompleteWithoutDateDays * 24 * hour);
}

async function requestFor(ctx: Context, id: string): Promise<ServiceRequest> {
  const row = await findRequest(ctx.db, id);
  if (!row || !partyOf(row, ctx.viewer.id)) throw notFound(missingRequest);
  const [review] = row.reviewId ? await reviewsOfRequests(ctx.db, [row.id]) : [];
  return toRequest(row, ctx.viewer.id, review ?? null);
}

export async function createRequest(
  ctx: Context,
  serviceId: string,
  input: CreateRequest,
): Promise<ServiceRequest> {
  const value = createRequestSchema.parse(input);
  const service = await visibleService(ctx, serviceId);
  if (service.businessId === ctx.viewer.id)
    throw forbidden('A business cannot request its own service.');
  if (!canRequestService(service, ctx.viewer.id))
    throw conflict('This service is paused and takes no requests for now.');
  if (await isBlockedBetween(ctx, ctx.viewer.id, service.businessId))
    throw forbidden(blockedRequestText);
  const expiresAt = new Date(Date.now() + serviceLimits.requestExpiryHours * hour);
  const id = await insertRequest(ctx.db, {
    serviceId,
    memberId: ctx.viewer.id,
    businessId: service.businessId,
    need: value.need,
    preferredDate: value.preferredDate,
    preferredTime: value.preferredTime,
    message: value.message,
    expiresAt,
  });
  await ctx.jobs.schedule(
    'services.expire-request',
    { requestId: id },
    { startAfter: expiresAt, singletonKey: id },
  );
  ctx.events.emit('service.requested', {
    requestId: id,
    serviceId,
    serviceTitle: service.title,
    memberId: ctx.viewer.id,
    businessId: service.businessId,
  });
  return await requestFor(ctx, id);
}

/**
 * Moves a request: the business accepts (optionally proposing a time), declines with a reason or
 * completes; the member cancels. A transition the state does not allow is a 409; one that belongs
 * to the other side is a 403; a request of others does not exist (404).
 */
export async function transitionRequest(
  ctx: Context,
  id: string,
  input: Transition,
): Promise<ServiceRequest> {
  const value = transitionSchema.parse(input);
  const row = await findRequest(ctx.db, id);
  const party = row ? partyOf(row, ctx.viewer.id) : null;
  if (!row || !party) throw notFound(missingRequest);
  if (!mayTransition(row.state, value.state, party)) {
    if (isReachable(row.state, value.state))
      throw forbidden(
        party === 'member'
          ? 'Only the business can do this with a request.'
          : 'Only the member who sent the request can cancel it.',
      );
    throw conflict(`This request is ${row.state} and cannot become ${value.state}.`);
  }
  const changes =
    value.state === 'accepted'
      ? { proposedDate: value.proposedDate, proposedTime: value.proposedTime }
      : value.state === 'declined'
        ? { declineReason: value.reason }
        : {};
  if (!(await moveRequest(ctx.db, id, [row.state], value.state, changes)))
    throw conflict('This request changed meanwhile. Look at it again.');
  if (value.state === 'accepted') {
    const at = autoCompleteAt(
      { proposedDate: value.proposedDate, preferredDate: row.preferredDate },
      new Date(),
    );
    await ctx.jobs.schedule(
      'services.complete-request',
      { requestId: id },
      { startAfter: at, singletonKey: id },
    );
  }
  ctx.events.emit('service.request-moved', { ...factsOf(row), state: value.state, by: party });
  return await requestFor(ctx, id);
}

/** The job: a request still unanswered when its time is up expires. */
export async function expireRequest(ctx: Platform, id: string): Promise<void> {
  const row = await findRequest(ctx.db, id);
  if (!row || row.state !== 'requested' || row.expiresAt.getTime() > Date.now()) return;
  if (await moveRequest(ctx.db, id, ['requested'], 'expired'))
    ctx.events.emit('service.request-moved', { ...factsOf(row), state: 'expired', by: 'system' });
}

/** The job: an accepted request is completed a day after its date. */
export async function completeRequestWhenDue(ctx: Platform, id: string): Promise<void> {
  const row = await findRequest(ctx.db, id);
  if (!row || row.state !== 'accepted') return;
  if (autoCompleteAt(row, row.updatedAt).getTime() > Date.now()) return;
  if (await moveRequest(ctx.db, id, ['accepted'], 'completed'))
    ctx.events.emit('service.request-moved', {
      ...factsOf(row),
      state: 'completed',
      by: 'system',
    });
}

type MyRequestsQuery = z.output<typeof myRequestsQuerySchema>;

/** My requests: incoming as a business, or sent as a member; newest first. */
export async function myRequests(
  ctx: Context,
  query: MyRequestsQuery,
): Promise<Page<ServiceRequest>> {
  const cursor = decodeCursor(query.cursor, 'timestamp');
  const rows = await listRequestRows(
    ctx.db,
    ctx.viewer.id,
    query.role,
    query.state,
    cursor,
    query.limit,
  );
  const { items, nextCursor } = toPage(rows, query.limit, (row) => ({
    key: row.createdKey,
    id: row.id,
  }));
  const reviews = await reviewsOfRequests(
    ctx.db,
    items.filter((row) => row.reviewId).map((row) => row.id),
  );
  const byRequest = new Map(reviews.map((review) => [review.requestId, review]));
  return {
    items: items.map((row) => toRequest(row, ctx.viewer.id, byRequest.get(row.id) ?? null)),
    nextCursor,
  };
}

/* Reviews */

/** The member reviews a completed request, once. */
export async function reviewRequest(
  ctx: Context,
  requestId: string,
  input: CreateReview,
): Promise<Review> {
  const value = createReviewSchema.parse(input);
  const row = await findRequest(ctx.db, requestId);
  const party = row ? partyOf(row, ctx.viewer.id) : null;
  if (!row || !party) throw notFound(missingRequest);
  if (party !== 'member') throw forbidden('Only the member who sent the request can review it.');
  if (row.state !== 'completed') throw conflict('A request can be reviewed once it is completed.');
  const id = await ctx.db.transaction((tx) =>
    insertReview(tx, {
      requestId,
      serviceId: row.serviceId,
      reviewerId: ctx.viewer.id,
      rating: value.rating,
      body: value.body,
    }),
  );
  if (!id) throw conflict('You have reviewed this request already. You can edit your review.');
  ctx.events.emit('service.reviewed', { ...factsOf(row), reviewId: id });
  return await reviewFor(ctx, id);
}

async function reviewFor(ctx: Context, id: string): Promise<Review> {
  const row = await findReview(ctx.db, id);
  if (!row) throw notFound(missingReview);
  // Reviews are public with their listing; a paused listing's only for its owner.
  const service = await findService(ctx.db, row.serviceId);
  if (!service || (!canSeeService(service, ctx.viewer.id) && row.reviewerId !== ctx.viewer.id))
    throw notFound(missingReview);
  if (await isBlockedBetween(ctx, ctx.viewer.id, row.reviewerId)) throw notFound(missingReview);
  return toReview(row, ctx.viewer.id);
}

/** The reviewer edits their review (stars and text). */
export async function updateReview(ctx: Context, id: string, input: UpdateReview): Promise<Review> {
  const value = updateReviewSchema.parse(input);
  await reviewFor(ctx, id);
  const row = await findReview(ctx.db, id);
  if (!row) throw notFound(missingReview);
  if (row.reviewerId !== ctx.viewer.id) throw forbidden('Only its author can edit a review.');
  await ctx.db.transaction((tx) => updateReviewRow(tx, id, value));
  return await reviewFor(ctx, id);
}

/** The business replies to a review of its listing, once. */
export async function replyToReview(ctx: Context, id: string, input: ReplyInput): Promise<Review> {
  const value = replySchema.parse(input);
  await reviewFor(ctx, id);
  const row = await findReview(ctx.db, id);
  if (!row) throw notFound(missingReview);
  if (row.businessId !== ctx.viewer.id)
    throw forbidden('Only the business that was reviewed can reply.');
  if (!(await setReply(ctx.db, id, value.body))) throw conflict('This review has a reply already.');
  const request = await findRequest(ctx.db, row.requestId);
  if (request) ctx.events.emit('service.review-replied', { ...factsOf(request), reviewId: id });
  return await reviewFor(ctx, id);
}

/** A listing's reviews, newest first, with its average and count. */
export async function listReviews(
  ctx: Context,
  serviceId: string,
  query: { cursor?: string | undefined; limit: number },
): Promise<ReviewsPage> {
  const service = await visibleService(ctx, serviceId);
  const cursor = decodeCursor(query.cursor, 'timestamp');
  const rows = await listReviewRows(ctx.db, ctx.viewer.id, serviceId, cursor, query.limit);
  const { items, nextCursor } = toPage(rows, query.limit, (row) => ({
    key: row.createdKey,
    id: row.id,
  }));
  return {
    items: items.map((row) => toReview(row, ctx.viewer.id)),
    nextCursor,
    rating: {
      average: averageOf(service.ratingSum, service.reviewCount),
      count: service.reviewCount,
    },
  };
}
