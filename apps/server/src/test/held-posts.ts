import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';

/**
 * A post of `authorId` held for review (issue 37): a public one as a new account's link post is,
 * or in `communityId` as that community's keyword filter holds one.
 */
export async function insertHeldPost(
  app: FastifyInstance,
  authorId: string,
  communityId: string | null = null,
): Promise<string> {
  const created = await app.platform.db.execute<{ id: string }>(sql`
    insert into posts (author_id, body, held_at, hold_reason, audience, community_id)
    values (${authorId}, 'Held: www.example.com', now(),
      ${communityId ? 'community_word' : 'new_account_link'},
      ${communityId ? 'community' : 'public'}, ${communityId}::uuid) returning id`);
  const id = created.rows[0]?.id;
  if (!id) throw new Error('held post insert returned nothing');
  return id;
}

/** A comment of `authorId` on `postId` held for review (issue 37), as a community's filter holds one. */
export async function insertHeldComment(
  app: FastifyInstance,
  authorId: string,
  postId: string,
): Promise<string> {
  const created = await app.platform.db.execute<{ id: string }>(sql`
    insert into post_comments (post_id, author_id, body, held_at, hold_reason)
    values (${postId}, ${authorId}, 'Held comment', now(), 'community_word') returning id`);
  const id = created.rows[0]?.id;
  if (!id) throw new Error('held comment insert returned nothing');
  return id;
}
