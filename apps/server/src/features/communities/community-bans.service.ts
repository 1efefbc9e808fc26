import type { CommunityBan } from '@aebro/shared/communities';
import type { Context } from '../../platform/context';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { offsetOf, page } from '../../platform/offset-paging';
import { describePeople } from '../profiles/person-view.service';
import { isAdmin } from '../safety/safety.service';
import { banRows, deleteBan, insertBan } from './bans.repository';
import { canManageBans } from './communities.policy';
import { managedCommunity, viewedCommunity } from './communities.service';
import { deleteMember, findMember, personRow } from './members.repository';

/**
 * Issue 37: a community's admin bans someone from it: they stop being a member at once (open
 * sockets included), any request of theirs goes, and they cannot join or ask again. Another admin
 * is demoted first. Logged with the reason (and the report it decided, if any).
 */
export async function banFromCommunity(
  ctx: Context,
  communityId: string,
  userId: string,
  input: { reason: string; reportId?: string | null },
): Promise<void> {
  await managedCommunity(ctx, communityId);
  if (userId === ctx.viewer.id) throw badRequest('You cannot ban yourself from the community.');
  const member = await findMember(ctx.db, communityId, userId);
  if (member?.role === 'admin')
    throw conflict('This person is an admin of the community. Make them a member first.');
  if (!member && !(await personRow(ctx.db, userId))) throw notFound('This person does not exist.');
  await ctx.events.transaction(ctx.db, async (tx) => {
    await insertBan(tx, { communityId, userId, bannedBy: ctx.viewer.id, reason: input.reason });
    if (await deleteMember(tx, communityId, userId))
      await ctx.events.publish(tx, 'community.member-removed', {
        communityId,
        userId,
        reason: 'removed',
      });
    await ctx.events.publish(tx, 'moderation.community-action', {
      actorId: ctx.viewer.id,
      communityId,
      action: 'ban_member',
      targetKind: 'profile',
      targetId: userId,
      targetUserId: userId,
      reason: input.reason,
      reportId: input.reportId ?? null,
    });
  });
}

/** The community's bans are for its admins and site admins; everyone else may only look at it. */
async function bansCommunity(ctx: Context, communityId: string): Promise<void> {
  const row = await viewedCommunity(ctx, communityId);
  const viewerIsSiteAdmin = row.viewerRole !== 'admin' && (await isAdmin(ctx, ctx.viewer));
  if (!canManageBans({ viewerRole: row.viewerRole, viewerIsSiteAdmin }))
    throw forbidden('Only the admins of this community can see and lift its bans.');
}

/** Manage → Banned members: newest ban first. */
export async function listCommunityBans(
  ctx: Context,
  communityId: string,
  query: { cursor?: string | undefined; limit: number },
): Promise<{ items: CommunityBan[]; nextCursor: string | null }> {
  await bansCommunity(ctx, communityId);
  const offset = offsetOf(query.cursor);
  const rows = page(await banRows(ctx.db, communityId, offset, query.limit), offset, query.limit);
  const people = await describePeople(
    ctx,
    rows.items.map((row) => row.person),
  );
  return {
    items: rows.items.flatMap((row, index) => {
      const person = people[index];
      return person ? [{ person, reason: row.reason, createdAt: row.createdAt.toISOString() }] : [];
    }),
    nextCursor: rows.nextCursor,
  };
}

/**
 * Lifts a ban: the person may join (or ask to) again; they are not made a member. Written to the
 * moderation log in the same transaction.
 */
export async function unbanFromCommunity(
  ctx: Context,
  communityId: string,
  userId: string,
): Promise<void> {
  await bansCommunity(ctx, communityId);
  await ctx.events.transaction(ctx.db, async (tx) => {
    if (!(await deleteBan(tx, communityId, userId)))
      throw notFound('This person is not banned from the community.');
    await ctx.events.publish(tx, 'moderation.community-action', {
      actorId: ctx.viewer.id,
      communityId,
      action: 'unban_member',
      targetKind: 'profile',
      targetId: userId,
      targetUserId: userId,
    });
  });
}
