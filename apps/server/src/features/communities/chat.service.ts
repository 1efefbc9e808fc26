import type { CommunityChat } from '@aebro/shared/communities';
import type { Context, Platform } from '../../platform/context';
import { notFound } from '../../platform/errors';
import {
  addConversationMember,
  communityConversationId,
  ensureCommunityConversation,
  removeConversationMember,
} from '../messages/group-conversations.service';
import { canUseCommunityChat } from './communities.policy';
import { findMember, memberIdsOf } from './members.repository';
import { viewedCommunity } from './communities.service';

/**
 * The community's chat: one group conversation on the messages engine, made on first use with the
 * community's members in it, then kept in step with membership by the communities module. For
 * anyone who is not a member it does not exist.
 */
export async function communityChat(ctx: Context, communityId: string): Promise<CommunityChat> {
  const community = await viewedCommunity(ctx, communityId);
  if (!canUseCommunityChat(community))
    throw notFound("Only this community's members can use its chat.");
  const conversationId = await ensureCommunityConversation(ctx, {
    communityId,
    title: community.name,
    createdBy: ctx.viewer.id,
    memberIds: () => memberIdsOf(ctx.db, communityId),
  });
  // A member whom the chat missed (joined while an event was lost) is put in it now.
  await addConversationMember(ctx, conversationId, ctx.viewer.id);
  return { conversationId };
}

/**
 * Someone joined or left: the chat (when it exists; else it is made with its members on first
 * use) follows their membership as it is now. Joins and leaves are separate jobs that may run in
 * any order, so each one looks at the membership instead of trusting its own event.
 */
export async function syncChatMember(
  ctx: Platform,
  communityId: string,
  userId: string,
): Promise<void> {
  const conversationId = await communityConversationId(ctx, communityId);
  if (!conversationId) return;
  if (await findMember(ctx.db, communityId, userId))
    await addConversationMember(ctx, conversationId, userId);
  else await removeConversationMember(ctx, conversationId, userId);
}
