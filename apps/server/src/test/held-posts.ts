import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';

/** A public post of `authorId` held for review (issue 37), as a new account's link post is. */
export async function insertHeldPost(app: FastifyInstance, authorId: string): Promise<string> {
  const created = await app.platform.db.execute<{ id: string }>(sql`
    insert into posts (author_id, body, held_at)
    values (${authorId}, 'Held: www.example.com', now()) returning id`);
  const id = created.rows[0]?.id;
  if (!id) throw new Error('held post insert returned nothing');
  return id;
}
