import type {
  CommunityMember,
  CommunityRole,
  Decision,
  JoinInput,
  JoinRequest,
  MembershipResult,
} from '@aebro/shared/communities';
import { communityRoles, joinSchema } from '@aebro/shared/communities';
import type { Page } from '@aebro/shared/connections';
import type { Context } from '../../platform/context';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { decodeCursor, isTimestampKey, toPage } from '../../platform/http/cursor';
import { describePeople } from '../profiles/person-view.service';
import { isBannedFrom } from './bans.repository';
import { canStepDown, joinsAtOnce } from './communities.policy';
import {
  decideRequestRow,
  deleteRequestRow,
  findRequest,
  findRequestOf,
  requestRows,
  setRequestAnswer,
  upsertPendingRequest,
} from './join-requests.repository';
import {
  adminCount,
  deleteMember,
  findMember,
  insertMember,
  memberCountOf,
  memberIdsOf,
  memberRows,
  personRow,
  setRole,
} from './members.repository';
import { managedCommunity, readableCommunity, viewedCommunity } from './communities.service';

const lastAdmin = 'You are the only admin of this community. Make another member an admin first.';

async function result(ctx: Context, communityId: string): Promise<MembershipResult> {
  const community = await viewedCommunity(ctx, communityId);
  const membership =
    community.viewerRole ??
    (community.requestStatus === 'pending' || community.requestStatus === 'rejected'
      ? community.requestStatus
      : 'none');
  return { membership, memberCount: community.memberCount };
}

/**
 * Joins a public community at once, or asks to join a private one (with the answer to its join
 * question). Idempotent. A declined request stays declined until an admin reverses it. When the
 * community has rules, the joiner accepts them (issue 37) and the time they did is kept; someone
 * its admins banned is refused.
 */
export async function join(
  ctx: Context,
  communityId: string,
  input: JoinInput,
): Promise<MembershipResult> {
  const { answer, acceptRules } = joinSchema.parse(input);
  const community = await viewedCommunity(ctx, communityId);
  if (community.viewerRole) return result(ctx, communityId);
  if (await isBannedFrom(ctx.db, communityId, ctx.viewer.id))
    throw new AppError(
      'COMMUNITY_BANNED',
      403,
      "The admins of this community banned you from it, so you can't join it.",
    );
  if (community.rules.length > 0 && !acceptRules)
    throw badRequest("Read this community's rules and accept them to join.");
  const rulesAcceptedAt = community.rules.length > 0 ? new Date() : null;
  if (joinsAtOnce(community)) {
    await ctx.events.transaction(ctx.db, async (tx) => {
      if (await insertMember(tx, communityId, ctx.viewer.id, 'member', rulesAcceptedAt))
        await ctx.events.publish(tx, 'community.member-added', {
          communityId,
          userId: ctx.viewer.id,
          role: 'member',
        });
    });
    return result(ctx, communityId);
  }
  const existing = await findRequestOf(ctx.db, communityId, ctx.viewer.id);
  if (existing?.status === 'rejected')
    throw forbidden(
      'Your request to join was declined. An admin of the community can still approve it.',
    );
  if (existing?.status === 'pending') {
    await setRequestAnswer(ctx.db, existing.id, answer, rulesAcceptedAt);
    return result(ctx, communityId);
  }
  await ctx.events.transaction(ctx.db, async (tx) => {
    const requestId = await upsertPendingRequest(
      tx,
      communityId,
      ctx.viewer.id,
      answer,
      rulesAcceptedAt,
    );
    await ctx.events.publish(tx, 'community.join-requested', {
      communityId,
      communityName: community.name,
      requestId,
      userId: ctx.viewer.id,
      adminIds: await memberIdsOf(tx, communityId, 'admin'),
    });
  });
  return result(ctx, communityId);
}

/** Leaves a community, or takes back a pending request. The last admin cannot leave. */
export async function leave(ctx: Context, communityId: string): Promise<MembershipResult> {
  const community = await viewedCommunity(ctx, communityId);
  if (community.viewerRole) {
    const admins = await adminCount(ctx.db, communityId);
    if (!canStepDown({ role: community.viewerRole, adminCount: admins })) throw conflict(lastAdmin);
    await ctx.events.transaction(ctx.db, async (tx) => {
      if (await deleteMember(tx, communityId, ctx.viewer.id))
        await ctx.events.publish(tx, 'community.member-removed', {
          communityId,
          userId: ctx.viewer.id,
          reason: 'left',
        });
    });
    return result(ctx, communityId);
  }
  const request = await findRequestOf(ctx.db, communityId, ctx.viewer.id);
  if (request?.status === 'pending')
    await ctx.events.transaction(ctx.db, async (tx) => {
      await deleteRequestRow(tx, request.id);
      await ctx.events.publish(tx, 'community.join-withdrawn', {
        communityId,
        requestId: request.id,
      });
    });
  return result(ctx, communityId);
}

/** The members of a community whose content the viewer may see: admins first, then by joining. */
export async function listMembers(
  ctx: Context,
  communityId: string,
  query: { cursor?: string | undefined; limit: number },
): Promise<Page<CommunityMember>> {
  await readableCommunity(ctx, communityId);
  const raw = decodeCursor(query.cursor, 'text');
  let cursor: { role: CommunityRole; joinedKey: string; id: string } | null = null;
  if (raw) {
    const [role, joinedKey = ''] = raw.key.split('|');
    const known = communityRoles.find((candidate) => candidate === role);
    if (!known || !isTimestampKey(joinedKey))
      throw badRequest('This page cursor is not valid. Start again from the first page.');
    cursor = { role: known, joinedKey, id: raw.id };
  }
  const rows = await memberRows(ctx.db, ctx.viewer.id, communityId, cursor, query.limit);
  const page = toPage(rows, query.limit, (row) => ({
    key: `${row.role}|${row.joinedKey}`,
    id: row.person.id,
  }));
  const people = await describePeople(
    ctx,
    page.items.map((row) => row.person),
  );
  return {
    items: page.items.map((row, index) => ({
      ...(people[index] ?? row.person),
      role: row.role,
      joinedAt: row.joinedAt.toISOString(),
    })) as CommunityMember[],
    nextCursor: page.nextCursor,
  };
}

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

async function requireMember(ctx: Context, communityId: string, userId: string) {
  const member = await findMember(ctx.db, communityId, userId);
  if (!member) throw notFound('This person is not a member of the community.');
  return member;
}

/** Promotes a member to admin or demotes an admin to member; the last admin cannot demote themselves. */
export async function changeRole(
  ctx: Context,
  communityId: string,
  userId: string,
  role: CommunityRole,
): Promise<CommunityMember> {
  await managedCommunity(ctx, communityId);
  const member = await requireMember(ctx, communityId, userId);
  if (member.role !== role) {
    if (role === 'member') {
      const admins = await adminCount(ctx.db, communityId);
      if (!canStepDown({ role: member.role, adminCount: admins })) throw conflict(lastAdmin);
    }
    await setRole(ctx.db, communityId, userId, role);
    ctx.events.emit('community.role-changed', { communityId, userId, role });
  }
  const [person] = await describePeople(ctx, [member.person]);
  if (!person) throw notFound('This person is not a member of the community.');
  return { ...person, role, joinedAt: member.joinedAt.toISOString() };
}

/** Removes a member at once: they lose access to everything members-only, open sockets included. */
export async function removeMember(
  ctx: Context,
  communityId: string,
  userId: string,
): Promise<MembershipResult> {
  await managedCommunity(ctx, communityId);
  if (userId === ctx.viewer.id) throw badRequest('To leave the community yourself, use Leave.');
  await requireMember(ctx, communityId, userId);
  await ctx.events.transaction(ctx.db, async (tx) => {
    if (!(await deleteMember(tx, communityId, userId))) return;
    await ctx.events.publish(tx, 'community.member-removed', {
      communityId,
      userId,
      reason: 'removed',
    });
    await ctx.events.publish(tx, 'moderation.community-action', {
      actorId: ctx.viewer.id,
      communityId,
      action: 'remove_member',
      targetKind: 'profile',
      targetId: userId,
      targetUserId: userId,
    });
  });
  return { membership: 'none', memberCount: await memberCountOf(ctx.db, communityId) };
}
