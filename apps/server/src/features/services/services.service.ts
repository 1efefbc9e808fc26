import type { Party, Review, Service } from '@aebro/shared/services';
import type { Context } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { hasBlocked } from '../safety/safety.service';
import { findOpenRequest, type RequestRow } from './requests.repository';
import type { ReviewRow } from './reviews.repository';
import { canReply, canRequestService, canSeeService, listingHiddenFrom } from './services.policy';
import { findService, type PartyRow, type ServiceRow } from './services.repository';
import type { RequestEventFacts } from './services.events';
import './services.events';

/*
 * The services area's services: this file holds what every part shares (a listing, a review and a
 * person as the viewer sees them, the facts events carry, which listings the viewer may see);
 * listings.service.ts listing, editing, discovering and the dashboard; requests.service.ts requests
 * and their states; reviews.service.ts reviews and replies.
 */

const missingService = 'This service does not exist.';
export const missingRequest = 'This request does not exist.';

export function toParty(row: PartyRow): Party {
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

export function toService(row: ServiceRow, viewerId: string): Service {
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

export function toReview(row: ReviewRow, viewerId: string): Review {
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

export function factsOf(row: RequestRow): RequestEventFacts {
  return {
    requestId: row.id,
    serviceId: row.serviceId,
    serviceTitle: row.serviceTitle,
    memberId: row.memberId,
    businessId: row.businessId,
  };
}

/** A listing the viewer may see (a paused one only its owner): otherwise a 404. */
export async function visibleService(ctx: Context, id: string): Promise<ServiceRow> {
  const row = await findService(ctx.db, id);
  if (!row || !canSeeService(row, ctx.viewer.id)) throw notFound(missingService);
  if (listingHiddenFrom(row, ctx.viewer.id, await hasBlocked(ctx, row.businessId, ctx.viewer.id)))
    throw notFound(missingService);
  return row;
}

/** A listing's page: the listing, and the viewer's request for it that is still open. */
export async function getService(ctx: Context, id: string): Promise<Service> {
  const row = await visibleService(ctx, id);
  const service = toService(row, ctx.viewer.id);
  const open = service.viewer.isOwner ? null : await findOpenRequest(ctx.db, id, ctx.viewer.id);
  return {
    ...service,
    viewer: {
      ...service.viewer,
      canRequest: service.viewer.canRequest && !open,
      openRequest: open
        ? { id: open.id, state: open.state, createdAt: open.createdAt.toISOString() }
        : null,
    },
  };
}
