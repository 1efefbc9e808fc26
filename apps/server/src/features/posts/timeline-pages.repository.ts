import { desc, eq, is, Placeholder, sql, type SQL } from 'drizzle-orm';
import { defaultPageLimit } from '@aebro/shared/connections';
import { posts } from '../../db/schema/posts';
import { follows, profiles } from '../../db/schema/profiles';
import {
  homeTimelines,
  homeTimelineStates,
  homeTimelineWideAuthors,
} from '../../db/schema/timelines';
import { inFeedOf, notMutedWordsFor } from '../../db/safety-filters';
import { postInHomeOf } from '../../db/read-rules/post-visibility';
import type { Executor } from '../../platform/db/client';
import { timestampKey } from '../../platform/db/keyset';
import { placeholders, preparedFor, type KeyParams, type Param } from '../../platform/db/prepared';
import type { Cursor } from '../../platform/http/cursor';
import { homeCandidates } from './home-feed.repository';
import { markedPostColumns, type MarkedPostRow } from './posts.repository';

/**
 * Reading the precomputed home timeline (issue 19): a member's state and their pages. Rows are
 * candidates: every read applies the home feed's rules again (follow or membership, blocks, mutes,
 * bans), so removals take effect at once (timeline.repository.ts and timeline-fanout.repository.ts
 * write and clean up).
 */

export interface TimelineState {
  readAt: Date;
  /** The timeline is complete from this key upwards; null: down to the first post. */
  floor: Cursor | null;
}

function keyBelow(created: SQL, id: SQL, cursor: KeyParams | null): SQL {
  return cursor
    ? sql`and (${created}, ${id}) < (${cursor.key}::timestamptz, ${cursor.id}::uuid)`
    : sql``;
}

/** At or above the member's floor, read in the same statement (so a page need not wait for it). */
function atOrAboveFloor(viewerId: Param, created: SQL, id: SQL): SQL {
  return sql`and not exists (select 1 from ${homeTimelineStates} fs where fs.user_id = ${viewerId}
    and (${created}, ${id}) < (fs.floor_at, fs.floor_id))`;
}

const stateStatement = preparedFor((db) =>
  db
    .select({
      readAt: homeTimelineStates.readAt,
      floorKey: timestampKey(homeTimelineStates.floorAt),
      floorId: homeTimelineStates.floorId,
    })
    .from(homeTimelineStates)
    .where(eq(homeTimelineStates.userId, sql.placeholder('viewer')))
    .prepare('home_timeline_state'),
);

export async function timelineState(db: Executor, userId: string): Promise<TimelineState | null> {
  const [row] = await stateStatement(db).execute({ viewer: userId });
  if (!row) return null;
  return {
    readAt: row.readAt,
    floor: row.floorKey && row.floorId ? { key: row.floorKey, id: row.floorId } : null,
  };
}

/**
 * A page of the timeline before the cursor (and at or above the floor), newest first, with the
 * posts' authors and the viewer's likes and saves: one statement. The posts of wide authors the
 * viewer follows (never written to timelines) are merged in from their own index ranges. A cursor
 * at or below the floor reads the page from the pull query (homeCandidates) in the same statement.
 */
function timelinePageQuery(db: Executor, after: boolean, rows: number | null) {
  const { viewer, key, id } = placeholders('viewer', 'key', 'id');
  // A page of the default size has its row count written into the statement. With a parameter
  // instead, PostgreSQL cannot know the LIMIT when it weighs a generic plan (it assumes a tenth of
  // the rows), so on some connections it planned every execution anew: 3.3 ms of PostgreSQL's
  // CPU per page instead of 0.8 (bench/README.md, "feed: the plan PostgreSQL chose").
  const limit = rows === null ? sql.placeholder('limit') : sql.raw(String(rows));
  const cursor = after ? { key, id } : null;
  const stored = sql`select ht.post_id as id, ht.created_at from ${homeTimelines} ht
    join ${posts} p on p.id = ht.post_id
    where ht.user_id = ${viewer}
      ${keyBelow(sql`ht.created_at`, sql`ht.post_id`, cursor)}
      ${atOrAboveFloor(viewer, sql`ht.created_at`, sql`ht.post_id`)}
      and ${postInHomeOf(viewer, { authorId: sql`p.author_id`, communityId: sql`p.community_id`, searchText: sql`p.search_text`, heldAt: sql`p.held_at` })}
    order by ht.created_at desc, ht.post_id desc
    limit ${limit}`;
  const wide = sql`select c.id, c.created_at from ${homeTimelineWideAuthors} w
    join ${follows} wf on wf.follower_id = ${viewer} and wf.following_id = w.author_id
    cross join lateral (
      select p.id, p.created_at from ${posts} p
      where p.author_id = w.author_id and p.community_id is null
        and ${inFeedOf(viewer, sql`p.author_id`)}
        and p.held_at is null
        and ${notMutedWordsFor(viewer, sql`p.search_text`)}
        ${keyBelow(sql`p.created_at`, sql`p.id`, cursor)}
        ${atOrAboveFloor(viewer, sql`p.created_at`, sql`p.id`)}
      order by p.created_at desc, p.id desc
      limit ${limit}
    ) c`;
  // Below the floor (deep pages) the same statement reads the pull query instead: its gate is
  // decided once, before either runs, so pages above the floor never pay for it.
  const pulled = cursor
    ? sql`union all (select c.id, c.created_at from (${homeCandidates(viewer, cursor, limit)}) c
        where exists (select 1 from ${homeTimelineStates} g where g.user_id = ${viewer}
          and (${cursor.key}::timestamptz, ${cursor.id}::uuid) <= (g.floor_at, g.floor_id)))`
    : sql``;
  const candidates = sql`select u.id from ((${stored}) union (${wide}) ${pulled}) u
    order by u.created_at desc, u.id desc limit ${limit}`;
  // The member's state comes with every row (computed once: the subqueries are not correlated).
  const state = (column: SQL) =>
    sql`(select ${column} from ${homeTimelineStates} sc where sc.user_id = ${viewer})`;
  return db
    .select({
      ...markedPostColumns(viewer),
      stateReadAt: sql<Date | null>`${state(sql`sc.read_at`)}`.mapWith(homeTimelineStates.readAt),
      stateFloorKey: sql<string | null>`${state(timestampKey(sql`sc.floor_at`))}`,
      stateFloorId: sql<string | null>`${state(sql`sc.floor_id`)}`,
    })
    .from(posts)
    .innerJoin(profiles, eq(profiles.id, posts.authorId))
    .where(sql`${posts.id} in (${candidates})`)
    .orderBy(desc(posts.createdAt), desc(posts.id));
}

/** The rows a default page reads: one more than it shows, to tell whether a next page exists. */
const defaultRows = defaultPageLimit + 1;

// A default page's statement has one good plan whatever the viewer and position (its row count is
// written into it): planned generically (client.ts genericPlanned).
const firstPageStatement = preparedFor(
  (db) => timelinePageQuery(db, false, defaultRows).prepare('home_timeline_page_first'),
  { plans: 'generic' },
);
const laterPageStatement = preparedFor(
  (db) => timelinePageQuery(db, true, defaultRows).prepare('home_timeline_page_after'),
  { plans: 'generic' },
);
const firstPageAnyStatement = preparedFor((db) =>
  timelinePageQuery(db, false, null).prepare('home_timeline_page_first_n'),
);
const laterPageAnyStatement = preparedFor((db) =>
  timelinePageQuery(db, true, null).prepare('home_timeline_page_after_n'),
);

/**
 * The first page's statement as the server sends it, and the name of each of its parameters in
 * order: the feed benchmark sends the same text for its SQL row (bench/feed/timeline-page.json,
 * which timeline-pages.test.ts keeps equal to this).
 */
export function firstTimelinePageStatement(db: Executor): { text: string; parameters: string[] } {
  const { sql: text, params } = timelinePageQuery(db, false, defaultRows).toSQL();
  return {
    text,
    parameters: params.map((param) => (is(param, Placeholder) ? param.name : String(param))),
  };
}

/**
 * A page of the timeline (see timelinePageQuery) and the member's state read with it: null when
 * they have none, undefined when the page is empty (then timelineState reads it).
 */
export async function timelinePageRows(
  db: Executor,
  viewerId: string,
  cursor: Cursor | null,
  limit: number,
): Promise<{ rows: MarkedPostRow[]; state: TimelineState | null | undefined }> {
  const found =
    limit === defaultRows
      ? cursor
        ? await laterPageStatement(db).execute({ viewer: viewerId, ...cursor })
        : await firstPageStatement(db).execute({ viewer: viewerId })
      : cursor
        ? await laterPageAnyStatement(db).execute({ viewer: viewerId, ...cursor, limit })
        : await firstPageAnyStatement(db).execute({ viewer: viewerId, limit });
  const first = found[0];
  const state = !first
    ? undefined
    : first.stateReadAt === null
      ? null
      : {
          readAt: first.stateReadAt,
          floor:
            first.stateFloorKey && first.stateFloorId
              ? { key: first.stateFloorKey, id: first.stateFloorId }
              : null,
        };
  const rows = found.map(
    ({ stateReadAt: _r, stateFloorKey: _k, stateFloorId: _i, ...row }): MarkedPostRow => row,
  );
  return { rows, state };
}
