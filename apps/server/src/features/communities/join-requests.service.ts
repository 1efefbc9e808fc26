import type { Decision, JoinRequest } from '@aebro/shared/communities';
import type { Page } from '@aebro/shared/connections';
import type { Context } from '../../platform/context';
import { conflict, notFound } from '../../platform/errors';
import { decodeCursor, toPage } from '../../platform/http/cursor';
import { describePeople } from '../profiles/person-view.service';
import { managedCommunity } from './communities.service';
import { decideRequestRow, findRequest, requestRows } from './join-requests.repository';
import { insertMember, personRow } from './members.repository';

/*
 * A private community's join requests, for its admins: the list and the decision (membership.service
 * has joining, leaving and the members themselves).
 */

/** Join requests of a community (pending, or rejected ones that can still be approved), for its admins. */
export async function listJoinRequests(
  ctx: Context,
  communityId: string,
  query: { status: 'pending' | 'rejected'; cursor?: string | undefined; limit: number },
): Promise<Page<JoinRequest>> {
  await managedCommunity(ctx, communityId);
  const cursor = decodeCursor(query.cursor, 'timestamp');
  const rows = await requestRows(ctx.db, communityId, query.status, cursor, query.limit);
  const page = toPage(rows, query.limit, (row) => ({ key: row.createdKey, id: row.id }));
  const people = await describePeople(
    ctx,
    page.items.map((row) => row.person),
  );
  return {
    items: page.items.flatMap((row, index) => {
      const requester = people[index];
      if (!requester) return [];
      return [
        {
          id: row.id,
          communityId: row.communityId,
          status: row.status,
          answer: row.answer,
          createdAt: row.createdAt.toISOString(),
          decidedAt: row.decidedAt?.toISOString() ?? null,
          requester,
        },
      ];
    }),
    nextCursor: page.nextCursor,
  };
}

/**
 * Approves or rejects a request; a rejected one can still be approved later (reversed). Approving
 * makes the requester a member at once. Deciding again the same way changes nothing.
 */
export async function decideJoinRequest(
  ctx: Context,
  communityId: string,
  requestId: string,
  decision: Decision,
): Promise<JoinRequest> {
  const community = await managedCommunity(ctx, communityId);
  const request = await findRequest(ctx.db, requestId);
  if (!request || request.communityId !== communityId)
    throw notFound('This join request does not exist.');
  if (request.status === 'approved' && decision.status === 'rejected')
    throw conflict('This request was approved already. Remove the member instead.');
  if (request.status !== decision.status) {
    await ctx.events.transaction(ctx.db, async (tx) => {
      await decideRequestRow(tx, requestId, decision.status, ctx.viewer.id);
      const added =
        decision.status === 'approved' &&
        (await insertMember(tx, communityId, request.userId, 'member', request.rulesAcceptedAt));
      await ctx.events.publish(tx, 'community.join-decided', {
        communityId,
        communityName: community.name,
        requestId,
        userId: request.userId,
        status: decision.status,
        actorId: ctx.viewer.id,
      });
      if (added)
        await ctx.events.publish(tx, 'community.member-added', {
          communityId,
          userId: request.userId,
          role: 'member',
        });
    });
  }
  const person = await personRow(ctx.db, request.userId);
  const decided = await findRequest(ctx.db, requestId);
  const [requester] = person ? await describePeople(ctx, [person]) : [];
  if (!requester || !decided) throw notFound('This join request does not exist.');
  return {
    id: decided.id,
    communityId,
    status: decided.status,
    answer: decided.answer,
    createdAt: decided.createdAt.toISOString(),
    decidedAt: decided.decidedAt?.toISOString() ?? null,
    requester,
  };
}
