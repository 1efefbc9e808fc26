import type { Page } from '@aebro/shared/connections';
import {
  createRequestSchema,
  serviceLimits,
  transitionSchema,
  type CreateRequest,
  type myRequestsQuerySchema,
  type ServiceRequest,
  type Transition,
} from '@aebro/shared/services';
import type { z } from 'zod';
import type { Context, Platform } from '../../platform/context';
import { AppError, conflict, forbidden, notFound } from '../../platform/errors';
import { decodeCursor, toPage } from '../../platform/http/cursor';
import { isBlockedBetween } from '../safety/safety.service';
import {
  findOpenRequest,
  findRequest,
  insertRequest,
  listRequestRows,
  lockMemberRequests,
  moveRequest,
  type RequestRow,
} from './requests.repository';
import { reviewsOfRequests, type ReviewRow } from './reviews.repository';
import {
  allowedTransitions,
  blockedRequestText,
  canRequestService,
  canReview,
  isReachable,
  mayTransition,
  partyOf,
} from './services.policy';
import { factsOf, missingRequest, toParty, toReview, visibleService } from './services.service';
import './services.events';

/*
 * Requests: a member asks for a service; the business accepts, declines or completes it, the member
 * cancels; unanswered requests expire and accepted ones complete on their own (jobs).
 */

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
  const id = await ctx.events.transaction(ctx.db, async (tx) => {
    await lockMemberRequests(tx, serviceId, ctx.viewer.id);
    if (await findOpenRequest(tx, serviceId, ctx.viewer.id))
      throw new AppError(
        'REQUEST_OPEN',
        409,
        'You already have an open request for this service. Look at it in My requests; you can send another once it is answered or cancelled.',
      );
    const requestId = await insertRequest(tx, {
      serviceId,
      memberId: ctx.viewer.id,
      businessId: service.businessId,
      need: value.need,
      preferredDate: value.preferredDate,
      preferredTime: value.preferredTime,
      message: value.message,
      expiresAt,
    });
    await ctx.jobs.enqueue(
      tx,
      'services.expire-request',
      { requestId },
      { startAfter: expiresAt, singletonKey: requestId },
    );
    await ctx.events.publish(tx, 'service.requested', {
      requestId,
      serviceId,
      serviceTitle: service.title,
      memberId: ctx.viewer.id,
      businessId: service.businessId,
    });
    return requestId;
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
  const moved = await ctx.events.transaction(ctx.db, async (tx) => {
    if (!(await moveRequest(tx, id, [row.state], value.state, changes))) return false;
    if (value.state === 'accepted') {
      const at = autoCompleteAt(
        { proposedDate: value.proposedDate, preferredDate: row.preferredDate },
        new Date(),
      );
      await ctx.jobs.enqueue(
        tx,
        'services.complete-request',
        { requestId: id },
        { startAfter: at, singletonKey: id },
      );
    }
    await ctx.events.publish(tx, 'service.request-moved', {
      ...factsOf(row),
      state: value.state,
      by: party,
    });
    return true;
  });
  if (!moved) throw conflict('This request changed meanwhile. Look at it again.');
  return await requestFor(ctx, id);
}

/** The job: a request still unanswered when its time is up expires. */
export async function expireRequest(ctx: Platform, id: string): Promise<void> {
  const row = await findRequest(ctx.db, id);
  if (!row || row.state !== 'requested' || row.expiresAt.getTime() > Date.now()) return;
  await ctx.events.transaction(ctx.db, async (tx) => {
    if (await moveRequest(tx, id, ['requested'], 'expired'))
      await ctx.events.publish(tx, 'service.request-moved', {
        ...factsOf(row),
        state: 'expired',
        by: 'system',
      });
  });
}

/** The job: an accepted request is completed a day after its date. */
export async function completeRequestWhenDue(ctx: Platform, id: string): Promise<void> {
  const row = await findRequest(ctx.db, id);
  if (!row || row.state !== 'accepted') return;
  if (autoCompleteAt(row, row.updatedAt).getTime() > Date.now()) return;
  await ctx.events.transaction(ctx.db, async (tx) => {
    if (await moveRequest(tx, id, ['accepted'], 'completed'))
      await ctx.events.publish(tx, 'service.request-moved', {
        ...factsOf(row),
        state: 'completed',
        by: 'system',
      });
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
