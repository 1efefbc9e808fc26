import type {
  CommunityMember,
  CommunityRole,
  JoinInput,
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
  deleteRequestRow,
  findRequestOf,
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
