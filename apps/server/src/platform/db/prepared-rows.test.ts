import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../../db/schema/posts';
import { profiles } from '../../db/schema/profiles';
import { markedPostColumns } from '../../features/posts/posts.repository';
import { caller, createVerifiedMember, type TestUser } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { timestampKey } from './keyset';
import { mapRowsFlat } from './prepared';

/**
 * The feed's statements map their rows with `mapRowsFlat` instead of drizzle's own mapping: both
 * must give the same values, of the same types, for every kind of field the feed selects (columns
 * of two tables, JSON, timestamps, nulls, SQL with and without `mapWith`).
 */
let t: TestApp;
let author: TestUser;
let viewer: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  [author, viewer] = await Promise.all([createVerifiedMember(t.app), createVerifiedMember(t.app)]);
  const call = caller(() => t.app);
  for (const body of ['First', 'Second ሰላም', 'Third']) {
    const response = await call(author, 'POST', '/api/v1/posts', { body });
    expect(response.statusCode, response.body).toBe(201);
  }
  const followed = await call(viewer, 'PUT', `/api/v1/profiles/${author.id}/follow`);
  expect(followed.statusCode, followed.body).toBeLessThan(300);
});
afterAll(() => t.close());

function statement(name: string) {
  const viewerId = sql.placeholder('viewer');
  return t.app.platform.db
    .select({
      ...markedPostColumns(viewerId),
      keyAgain: timestampKey(posts.createdAt),
      newest: sql<Date | null>`(select max(${posts.createdAt}) from ${posts})`.mapWith(
        posts.createdAt,
      ),
      nothing: sql<string | null>`null`,
    })
    .from(posts)
    .innerJoin(profiles, eq(profiles.id, posts.authorId))
    .where(eq(posts.authorId, author.id))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .prepare(name);
}

describe('mapRowsFlat', () => {
  it("maps a flat selection's rows as drizzle does", async () => {
    const byDrizzle = statement('prepared_rows_drizzle');
    const flat = statement('prepared_rows_flat');
    expect(mapRowsFlat(flat)).toBe(true);
    const expected = await byDrizzle.execute({ viewer: viewer.id });
    const got = await flat.execute({ viewer: viewer.id });
    expect(expected).toHaveLength(3);
    expect(got).toEqual(expected);
    const [first] = got;
    expect(first?.body).toBe('Third');
    expect(first?.createdAt).toBeInstanceOf(Date);
    expect(first?.newest).toBeInstanceOf(Date);
    expect(first?.images).toEqual([]);
    expect(first?.nothing).toBeNull();
    expect(typeof first?.likesCount).toBe('number');
    expect(first?.liked).toBe(false);
  });

  it('leaves nested selections, and statements mapped already, to drizzle', () => {
    const nested = t.app.platform.db
      .select({ post: { id: posts.id }, author: { id: profiles.id } })
      .from(posts)
      .innerJoin(profiles, eq(profiles.id, posts.authorId))
      .prepare('prepared_rows_nested');
    expect(mapRowsFlat(nested)).toBe(false);
    const flat = statement('prepared_rows_twice');
    expect(mapRowsFlat(flat)).toBe(true);
    expect(mapRowsFlat(flat)).toBe(false);
  });
});
