import { and, asc, eq, sql } from 'drizzle-orm';
import { conversationMembers, conversations } from '../../db/schema/messages';
import type { Executor } from '../../platform/db/client';

/** The group conversation of a community (its chat), or null when it has none yet. */
export async function findCommunityConversation(
  db: Executor,
  communityId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.communityId, communityId), eq(conversations.kind, 'group')))
    .orderBy(asc(conversations.createdAt))
    .limit(1);
  return row?.id ?? null;
}

/** Serialises the creation of a community's conversation (two first uses at once make one). */
export async function lockCommunityConversation(db: Executor, communityId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`community-chat:${communityId}`}))`);
}

export async function insertGroupConversation(
  db: Executor,
  input: {
    createdBy: string | null;
    title: string | null;
    communityId: string | null;
    memberIds: readonly string[];
  },
): Promise<string> {
  const [created] = await db
    .insert(conversations)
    .values({
      kind: 'group',
      createdBy: input.createdBy,
      title: input.title,
      communityId: input.communityId,
    })
    .returning({ id: conversations.id });
  if (!created) throw new Error('conversation insert returned nothing');
  if (input.memberIds.length > 0)
    await db
      .insert(conversationMembers)
      .values(
        [...new Set(input.memberIds)].map((userId) => ({ conversationId: created.id, userId })),
      );
  return created.id;
}

/** Sets a group conversation's title; the ids of its members, to tell them (none if not a group). */
export async function setGroupTitle(
  db: Executor,
  conversationId: string,
  title: string,
): Promise<string[]> {
  const { rows } = await db.execute<{ user_id: string }>(sql`
    with renamed as (
      update ${conversations} set title = ${title}
      where id = ${conversationId} and kind = 'group'
      returning id
    )
    select cm.user_id from ${conversationMembers} cm join renamed on renamed.id = cm.conversation_id`);
  return rows.map((row) => row.user_id);
}
