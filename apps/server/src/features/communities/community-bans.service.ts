import type { Context } from '../../platform/context';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { insertBan } from './bans.repository';
import { managedCommunity } from './communities.service';
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
