import {
  createReviewSchema,
  replySchema,
  updateReviewSchema,
  type CreateReview,
  type ReplyInput,
  type Review,
  type ReviewsPage,
  type UpdateReview,
} from '@aebro/shared/services';
import type { Context } from '../../platform/context';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { decodeCursor, toPage } from '../../platform/http/cursor';
import { isBlockedBetween } from '../safety/safety.service';
import { findRequest } from './requests.repository';
import {
  findReview,
  insertReview,
  listReviewRows,
  setReply,
  updateReviewRow,
} from './reviews.repository';
import { canSeeService, partyOf } from './services.policy';
import { findService } from './services.repository';
import { averageOf, factsOf, missingRequest, toReview, visibleService } from './services.service';
import './services.events';

/* Reviews: the member reviews a completed request and may edit it; the business replies once. */

const missingReview = 'This review does not exist.';

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
  const id = await ctx.events.transaction(ctx.db, async (tx) => {
    const reviewId = await insertReview(tx, {
      requestId,
      serviceId: row.serviceId,
      reviewerId: ctx.viewer.id,
      rating: value.rating,
      body: value.body,
    });
    if (reviewId) await ctx.events.publish(tx, 'service.reviewed', { ...factsOf(row), reviewId });
    return reviewId;
  });
  if (!id) throw conflict('You have reviewed this request already. You can edit your review.');
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
  const request = await findRequest(ctx.db, row.requestId);
  const replied = await ctx.events.transaction(ctx.db, async (tx) => {
    if (!(await setReply(tx, id, value.body))) return false;
    if (request)
      await ctx.events.publish(tx, 'service.review-replied', { ...factsOf(request), reviewId: id });
    return true;
  });
  if (!replied) throw conflict('This review has a reply already.');
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
