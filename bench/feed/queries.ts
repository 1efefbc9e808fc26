import fs from 'node:fs';
import type pg from 'pg';

// The SQL the feed endpoint sends, as drizzle renders homeFeed and toPosts in
// apps/server/src/features/posts (checked against the PostgreSQL log of a real request).
// Keep in step with that code when it changes.

const candidatesSql = (withCursor: boolean): string => `
    select candidate.id from (
      select "follows"."following_id" as author_id from "follows" where "follows"."follower_id" = $1
      union all select $2
    ) as authors
    cross join lateral (
      select "posts"."id" as id, "posts"."created_at" as created_at from "posts"
      where "posts"."author_id" = authors.author_id ${withCursor ? 'and ("posts"."created_at", "posts"."id") < ($3::timestamptz, $4::uuid)' : ''}
      order by "posts"."created_at" desc, "posts"."id" desc
      limit ${withCursor ? '$5' : '$3'}
    ) as candidate
    order by candidate.created_at desc, candidate.id desc
    limit ${withCursor ? '$6' : '$4'}`;

const placeholders = (count: number, from = 1): string =>
  Array.from({ length: count }, (_, i) => `$${i + from}`).join(', ');

const postRowsSql = (count: number): string =>
  `select "posts"."id", "posts"."body", "posts"."images", "posts"."audience", "posts"."created_at", ` +
  `to_char("posts"."created_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), "posts"."edited_at", ` +
  `"posts"."likes_count", "posts"."comments_count", "posts"."saves_count", "profiles"."id", "profiles"."username", ` +
  `"profiles"."full_name", "profiles"."avatar_url", "profiles"."account_type", "profiles"."business_name", ` +
  `"profiles"."is_verified", "profiles"."allow_comments_on_posts", "profiles"."allow_likes_on_posts", ` +
  `"profiles"."allow_saves_on_posts" from "posts" inner join "profiles" on "profiles"."id" = "posts"."author_id" ` +
  `where "posts"."id" in (${placeholders(count)}) order by "posts"."created_at" desc, "posts"."id" desc`;

const viewerStateSql = (table: 'post_likes' | 'post_saves', count: number): string =>
  `select "post_id" from "${table}" where ("${table}"."user_id" = $1 and "${table}"."post_id" in (${placeholders(count, 2)}))`;

// Better Auth's getSession (drizzle adapter): the session by token, then its user.
const sessionSql =
  'select "id", "token", "user_id", "expires_at", "ip_address", "user_agent", "created_at", "updated_at" from "sessions" where "sessions"."token" = $1';
const userSql =
  'select "id", "name", "email", "email_verified", "image", "username", "display_username", "two_factor_enabled", "created_at", "updated_at" from "users" where "users"."id" = $1';

/** A keyset position as the API's cursor holds it: [created_at with microseconds, id]. */
export interface FeedCursor {
  key: string;
  id: string;
}

export function decodeApiCursor(cursor: string): FeedCursor {
  const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!Array.isArray(parsed) || typeof parsed[0] !== 'string' || typeof parsed[1] !== 'string')
    throw new Error(`unexpected cursor ${cursor}`);
  return { key: parsed[0], id: parsed[1] };
}

/** The candidate query (with its parameters) for one page; also used for EXPLAIN. */
export function candidatesQuery(
  viewerId: string,
  cursor: FeedCursor | undefined,
  limit = 20,
): { text: string; values: unknown[] } {
  const perAuthor = limit + 1;
  return cursor
    ? {
        text: candidatesSql(true),
        values: [viewerId, viewerId, cursor.key, cursor.id, perAuthor, perAuthor],
      }
    : { text: candidatesSql(false), values: [viewerId, viewerId, perAuthor, perAuthor] };
}

/** The endpoint's two feed queries: candidate ids, then the rows with their authors. Returns the ids. */
export async function feedQueries(
  client: pg.Client,
  viewerId: string,
  cursor: FeedCursor | undefined,
): Promise<string[]> {
  const candidates = await client.query<{ id: string }>(candidatesQuery(viewerId, cursor));
  const ids = candidates.rows.map((row) => row.id);
  if (ids.length === 0) return ids;
  // drizzle's select reads rows as arrays.
  await client.query({ text: postRowsSql(ids.length), values: ids, rowMode: 'array' });
  return ids;
}

/**
 * Everything the request sends, in the same order: session and user (Better Auth), the two feed
 * queries, then the viewer's likes and saves of the page (the server runs those two in parallel).
 */
export async function fullRequestQueries(
  client: pg.Client,
  viewer: { id: string; token: string },
): Promise<void> {
  await client.query({ text: sessionSql, values: [viewer.token], rowMode: 'array' });
  await client.query({ text: userSql, values: [viewer.id], rowMode: 'array' });
  const ids = (await feedQueries(client, viewer.id, undefined)).slice(0, 20);
  if (ids.length === 0) return;
  await Promise.all([
    client.query({
      text: viewerStateSql('post_likes', ids.length),
      values: [viewer.id, ...ids],
      rowMode: 'array',
    }),
    client.query({
      text: viewerStateSql('post_saves', ids.length),
      values: [viewer.id, ...ids],
      rowMode: 'array',
    }),
  ]);
}

// The precomputed timeline's request (issue 19): page 1 with the member's state, one statement,
// exactly as the server sends it. The server renders it (firstTimelinePageStatement in
// apps/server/src/features/posts/timeline-pages.repository.ts) and its test timeline.test.ts keeps
// this copy equal to it, with the name of each parameter.
const timelinePage = JSON.parse(
  fs.readFileSync(new URL('./timeline-page.json', import.meta.url), 'utf8'),
) as { text: string; parameters: string[] };

/** The statement's values for a viewer's first page of 20 (and one more, to know of a next page). */
function timelinePageValues(viewerId: string): unknown[] {
  const values: Record<string, unknown> = { viewer: viewerId, limit: 21 };
  return timelinePage.parameters.map((name) => {
    if (!(name in values)) throw new Error(`timeline-page.json: unknown parameter ${name}`);
    return values[name];
  });
}

/**
 * How the server's connections for the home feed's pages start (`genericPlans` in
 * apps/server/src/platform/db/client.ts): every statement planned generically.
 */
export const genericPlans = '-c plan_cache_mode=force_generic_plan';

/**
 * The timeline request's one statement (page 1 with the member's state), as the server sends it:
 * a named prepared statement, parsed once per connection and planned generically (sent through a
 * client connected with `genericPlans`, as the server's pool for the feed's pages is).
 */
export async function timelineQueries(client: pg.Client, viewerId: string): Promise<void> {
  await client.query({
    name: 'bench_timeline_page',
    text: timelinePage.text,
    values: timelinePageValues(viewerId),
    rowMode: 'array',
  });
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of the timeline request's statement, page 1, planned as the server's
 * pool for the feed's pages plans it (the client connects with `genericPlans`): a prepared
 * statement after its first runs; the plan's kind is said after it.
 */
export async function explainTimelinePage(client: pg.Client, viewerId: string): Promise<string> {
  await client.query(`prepare bench_explain_timeline as ${timelinePage.text}`);
  try {
    const values = timelinePageValues(viewerId).map((value) =>
      typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`,
    );
    const execute = `execute bench_explain_timeline(${values.join(', ')})`;
    // Five runs first, as a connection of the server's pool has made before PostgreSQL chooses.
    for (let run = 0; run < 5; run += 1) await client.query(execute);
    const explain = `explain (analyze, buffers, costs off) ${execute}`;
    await client.query(explain);
    const result = await client.query<{ 'QUERY PLAN': string }>(explain);
    const plans = await client.query<{ generic_plans: string; custom_plans: string }>(
      `select generic_plans, custom_plans from pg_prepared_statements where name = 'bench_explain_timeline'`,
    );
    const kind = plans.rows[0]
      ? `(plans so far: ${plans.rows[0].generic_plans} generic, ${plans.rows[0].custom_plans} custom)`
      : '';
    return [...result.rows.map((row) => row['QUERY PLAN']), kind].join('\n');
  } finally {
    await client.query('deallocate bench_explain_timeline');
  }
}
