import pg from 'pg';
import { sessionCookie } from '../common/auth';
import { sleep, summarize } from '../common/stats';
import type { Viewer } from './load';

export interface RebuildTiming {
  users: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

/**
 * The first read of each viewer's feed: nobody has read theirs in the generated data, so each one
 * is a rebuild from the pull query (what a member back after a long absence costs).
 */
export async function warmTimelines(
  baseUrl: string,
  viewers: readonly Viewer[],
): Promise<RebuildTiming> {
  const times: number[] = [];
  for (const viewer of viewers) {
    const t0 = performance.now();
    const response = await fetch(`${baseUrl}/api/v1/feed?limit=20`, {
      headers: { cookie: viewer.cookie },
      signal: AbortSignal.timeout(60_000),
    });
    if (response.status !== 200)
      throw new Error(`the first feed read answered ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
    times.push(performance.now() - t0);
  }
  const summary = summarize(times);
  return {
    users: viewers.length,
    p50Ms: summary.p50,
    p99Ms: summary.p99,
    maxMs: Math.max(...times),
  };
}

export interface PostingResult {
  followers: number;
  activeFollowers: number;
  posts: number;
  create: { p50Ms: number; p99Ms: number; maxMs: number };
  visible: { p50Ms: number; p99Ms: number; maxMs: number; missing: number };
}

/**
 * An author with `followers` followers (made so: the first that many users by md5 of their id follow
 * them), all of them active (they read their feed now; those who never did get an empty timeline
 * whose floor is now, so that everything older comes from the pull query, which is what a rebuild
 * would give). The author posts `count` times, one post every `gapMs`, through the API; each post's
 * latency is measured, and the time from sending it until it is in every active follower's
 * timeline (polled by primary key every 20 ms).
 */
export async function postingPhase(
  baseUrl: string,
  databaseUrl: string,
  secret: string,
  exclude: readonly string[],
  options: { followers: number; count: number; gapMs: number },
): Promise<PostingResult> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const [author] = (
      await db.query<{ id: string; token: string }>(
        `select p.id, s.token from profiles p join sessions s on s.user_id = p.id
         where not (p.id = any($1::text[])) order by md5(p.id || 'author') limit 1`,
        [[...exclude]],
      )
    ).rows;
    if (!author) throw new Error('no author with a session');
    await db.query(
      `insert into follows (follower_id, following_id)
       select id, $1 from profiles where id <> $1 order by md5(id) limit $2 on conflict do nothing`,
      [author.id, options.followers],
    );
    await db.query(
      `update profiles set followers_count = (select count(*) from follows where following_id = $1) where id = $1`,
      [author.id],
    );
    await db.query(
      `insert into home_timeline_states (user_id, read_at, floor_at, floor_id)
       select f.follower_id, now(), now(), 'ffffffff-ffff-ffff-ffff-ffffffffffff'
       from follows f where f.following_id = $1
       on conflict (user_id) do update set read_at = now()`,
      [author.id],
    );
    const followers = (
      await db.query<{ id: string }>(
        `select f.follower_id as id from follows f join home_timeline_states s on s.user_id = f.follower_id
         where f.following_id = $1 and s.read_at > now() - interval '30 days'`,
        [author.id],
      )
    ).rows.map((row) => row.id);
    const total = Number(
      (
        await db.query<{ n: string }>('select followers_count as n from profiles where id = $1', [
          author.id,
        ])
      ).rows[0]?.n ?? 0,
    );
    const cookie = sessionCookie(secret, author.token);

    // Each run's own texts: a text its author posted in the last ten minutes is held for review as
    // a duplicate (issue 37) and reaches no timeline, so a rerun on kept data timed nothing.
    const run = Date.now().toString(36);
    const createMs: number[] = [];
    const visibleMs: number[] = [];
    const pending = new Map<string, number>();
    let missing = 0;
    let posting = true;
    // Counting a post's rows in every active follower's timeline is 5,000 index probes: run every
    // 20 ms it loaded the database the posts were created on. So each poll probes one follower's row
    // (the last in the list) and counts them all only once that row is there; a post is visible when
    // the count is complete (a fan-out written in batches would be counted again until it is).
    const probe = followers.at(-1) ?? '';
    const rowsOf = async (users: readonly string[], postId: string): Promise<number> => {
      const found = await db.query<{ n: string }>(
        `select count(*) as n from home_timelines ht
         where ht.user_id = any($1::text[]) and ht.post_id = $2
           and ht.created_at = (select created_at from posts where id = $2)`,
        [users, postId],
      );
      return Number(found.rows[0]?.n ?? 0);
    };
    const poller = (async () => {
      while (posting || pending.size > 0) {
        for (const [postId, sentAt] of pending) {
          const seen =
            followers.length === 0 ||
            ((await rowsOf([probe], postId)) > 0 &&
              (await rowsOf(followers, postId)) >= followers.length);
          if (seen) {
            visibleMs.push(performance.now() - sentAt);
            pending.delete(postId);
          } else if (performance.now() - sentAt > 60_000) {
            missing += 1;
            pending.delete(postId);
          }
        }
        await sleep(20);
      }
    })();
    try {
      for (let index = 0; index < options.count; index += 1) {
        const sentAt = performance.now();
        const response = await fetch(`${baseUrl}/api/v1/posts`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json', origin: baseUrl },
          body: JSON.stringify({ body: `Bench post ${run} ${index}`, audience: 'public' }),
        });
        const text = await response.text();
        createMs.push(performance.now() - sentAt);
        if (response.status !== 201)
          throw new Error(`POST /api/v1/posts answered ${response.status}: ${text.slice(0, 300)}`);
        pending.set((JSON.parse(text) as { id: string }).id, sentAt);
        await sleep(options.gapMs);
      }
    } finally {
      posting = false;
      await poller;
    }
    const create = summarize(createMs);
    const visible = summarize(visibleMs);
    return {
      followers: total,
      activeFollowers: followers.length,
      posts: options.count,
      create: { p50Ms: create.p50, p99Ms: create.p99, maxMs: Math.max(...createMs) },
      visible: {
        p50Ms: visible.p50,
        p99Ms: visible.p99,
        maxMs: visibleMs.length > 0 ? Math.max(...visibleMs) : 0,
        missing,
      },
    };
  } finally {
    await db.end();
  }
}
