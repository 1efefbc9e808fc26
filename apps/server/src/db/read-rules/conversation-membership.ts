import { and, eq, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Param } from '../../platform/db/prepared';
import { conversationMembers } from '../schema/messages';

/**
 * Who may read a conversation (its messages, members, read positions, room): its members, in
 * whatever state (a declined request stays readable to its recipient; after a block the history
 * of a direct conversation stays readable to both). For everyone else it does not exist. Every
 * conversation page, list, count and room check finds the viewer's member row through these
 * fragments; messages.policy canReadConversation judges the row they found.
 */

/** The viewer's member row of the conversation `conversationId` (a join or lookup condition). */
export function readerRowOf(viewerId: Param, conversationId: AnyColumn | SQL | string): SQL {
  return and(
    eq(conversationMembers.conversationId, conversationId),
    eq(conversationMembers.userId, viewerId),
  ) as SQL;
}

/** Member rows of the viewer: every conversation they read (lists and counts). */
export function conversationsReadBy(viewerId: Param): SQL {
  return eq(conversationMembers.userId, viewerId);
}
