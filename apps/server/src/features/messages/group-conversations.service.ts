import type { Platform } from '../../platform/context';
import { deleteMember, insertMember } from './conversation-members.repository';
import { conversationFacts } from './conversations.repository';
import {
  findCommunityConversation,
  insertGroupConversation,
  lockCommunityConversation,
  setGroupTitle,
} from './group-conversations.repository';
import './messages.events';

/* For other areas (community chat). */

/** Creates a group conversation (community chat): every member in it from the start. */
export async function createGroupConversation(
  ctx: Platform,
  input: {
    createdBy: string | null;
    title: string | null;
    communityId: string | null;
    memberIds: readonly string[];
  },
): Promise<string> {
  return await ctx.db.transaction((tx) => insertGroupConversation(tx, input));
}

/** The community's chat, when it has been made already (null otherwise). */
export async function communityConversationId(
  ctx: Platform,
  communityId: string,
): Promise<string | null> {
  return await findCommunityConversation(ctx.db, communityId);
}

/**
 * The community's chat: the existing one, or a new one with `memberIds()` in it (made on first use,
 * once even when two people open it at the same moment).
 */
export async function ensureCommunityConversation(
  ctx: Platform,
  input: {
    communityId: string;
    title: string;
    createdBy: string;
    memberIds: () => Promise<readonly string[]>;
  },
): Promise<string> {
  const existing = await findCommunityConversation(ctx.db, input.communityId);
  if (existing) return existing;
  return await ctx.db.transaction(async (tx) => {
    await lockCommunityConversation(tx, input.communityId);
    const again = await findCommunityConversation(tx, input.communityId);
    if (again) return again;
    return await insertGroupConversation(tx, {
      createdBy: input.createdBy,
      title: input.title,
      communityId: input.communityId,
      memberIds: await input.memberIds(),
    });
  });
}

/** Members are added and removed only in group conversations (a direct one keeps its two). */
async function isGroupConversation(ctx: Platform, conversationId: string): Promise<boolean> {
  const facts = await conversationFacts(ctx.db, conversationId);
  return facts?.kind === 'group';
}

/** Adds someone to a group conversation; they read what is written from now on. */
export async function addConversationMember(
  ctx: Platform,
  conversationId: string,
  userId: string,
): Promise<boolean> {
  if (!(await isGroupConversation(ctx, conversationId))) return false;
  const added = await insertMember(ctx.db, conversationId, userId);
  if (added) ctx.events.emit('conversation.changed', { conversationId, userId });
  return added;
}

/** Removes someone from a group conversation; their open sockets leave its room at once. */
export async function removeConversationMember(
  ctx: Platform,
  conversationId: string,
  userId: string,
): Promise<boolean> {
  if (!(await isGroupConversation(ctx, conversationId))) return false;
  const removed = await deleteMember(ctx.db, conversationId, userId);
  if (removed) ctx.events.emit('conversation.member-removed', { conversationId, userId });
  return removed;
}

/** Renames a group conversation (a community's chat follows the community's name). */
export async function renameGroupConversation(
  ctx: Platform,
  conversationId: string,
  title: string,
): Promise<void> {
  for (const userId of await setGroupTitle(ctx.db, conversationId, title))
    ctx.events.emit('conversation.changed', { conversationId, userId });
}
