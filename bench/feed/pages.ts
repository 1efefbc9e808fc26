import pg from 'pg';
import { median, percentile } from '../common/stats';
import type { Viewer } from './load';
import { candidatesQuery, decodeApiCursor, feedQueries, type FeedCursor } from './queries';

interface FeedPage {
  items: unknown[];
  nextCursor: string | null;
}

async function getPage(
  baseUrl: string,
  viewer: Viewer,
  cursor: string | undefined,
): Promise<FeedPage> {
  const url = `${baseUrl}/api/v1/feed?limit=20${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
  const response = await fetch(url, {
    headers: { cookie: viewer.cookie },
    signal: AbortSignal.timeout(30_000),
  });
  if (response.status !== 200)
    throw new Error(
      `GET ${url} answered ${response.status}: ${(await response.text()).slice(0, 300)}`,
    );
  return (await response.json()) as FeedPage;
}

export interface Walk {
  /** Element k is the cursor that fetches page k + 1. */
  cursors: Array<string | undefined>;
  /** Element k is how long page k + 1 took on this first visit. */
  times: number[];
}

/** Follows nextCursor from page 1 to page `pages`, timing each page on this first visit. */
export async function walkFeed(baseUrl: string, viewer: Viewer, pages: number): Promise<Walk> {
  const cursors: Array<string | undefined> = [undefined];
  const times: number[] = [];
  const seen = new Set<string>();
  for (let page = 1; page < pages; page++) {
    const t0 = performance.now();
    const result = await getPage(baseUrl, viewer, cursors[page - 1]);
    times.push(performance.now() - t0);
    for (const item of result.items) {
      const id = (item as { id: string }).id;
      if (seen.has(id))
        throw new Error(`the feed of ${viewer.id} repeats post ${id} on page ${page}`);
      seen.add(id);
    }
    if (!result.nextCursor)
      throw new Error(
        `the feed of ${viewer.id} ends after page ${page}; pick viewers with deeper feeds`,
      );
    cursors.push(result.nextCursor);
  }
  return { cursors, times };
}

export interface WalkTiming {
  /** Median over pages of each page's median over the walkers. */
  medianMs: number;
  /** The slowest pages (by their median over the walkers), slowest first. */
  slowest: Array<{ page: number; medianMs: number }>;
}

/** The first visits' page times: typical, and the pages that paid for extending the timeline. */
export function walkTiming(walks: readonly Walk[]): WalkTiming {
  const count = Math.min(...walks.map((walk) => walk.times.length));
  const perPage = Array.from({ length: count }, (_, index) => ({
    page: index + 1,
    medianMs: median(walks.map((walk) => walk.times[index] ?? 0)),
  }));
  return {
    medianMs: median(perPage.map((p) => p.medianMs)),
    slowest: [...perPage].sort((a, b) => b.medianMs - a.medianMs).slice(0, 3),
  };
}

export interface PageTiming {
  page: number;
  api: { medianMs: number; p90Ms: number; samples: number };
  sql: { medianMs: number; p90Ms: number; samples: number };
}

const stats = (values: number[]): { medianMs: number; p90Ms: number; samples: number } => ({
  medianMs: median(values),
  p90Ms: percentile(
    [...values].sort((a, b) => a - b),
    90,
  ),
  samples: values.length,
});

/**
 * Latency of chosen pages, one request at a time (no other load): through the API and as the two
 * feed queries alone. Pages are visited in a rotating order so that no page always goes first.
 */
export async function timePages(
  baseUrl: string,
  databaseUrl: string,
  walks: ReadonlyArray<{ viewer: Viewer; cursors: ReadonlyArray<string | undefined> }>,
  pages: readonly number[],
  repetitions: number,
): Promise<PageTiming[]> {
  const api = new Map<number, number[]>(pages.map((p) => [p, []]));
  const sql = new Map<number, number[]>(pages.map((p) => [p, []]));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (let rep = 0; rep < repetitions; rep++) {
      for (const { viewer, cursors } of walks) {
        for (let i = 0; i < pages.length; i++) {
          const page = pages[(i + rep) % pages.length] ?? 1;
          const cursor = cursors[page - 1];
          const keyset: FeedCursor | undefined = cursor ? decodeApiCursor(cursor) : undefined;
          let t0 = performance.now();
          await getPage(baseUrl, viewer, cursor);
          api.get(page)?.push(performance.now() - t0);
          t0 = performance.now();
          await feedQueries(client, viewer.id, keyset);
          sql.get(page)?.push(performance.now() - t0);
        }
      }
    }
  } finally {
    await client.end();
  }
  return pages.map((page) => ({
    page,
    api: stats(api.get(page) ?? []),
    sql: stats(sql.get(page) ?? []),
  }));
}

/** EXPLAIN (ANALYZE, BUFFERS) of the candidate query at a page, after one warming run. */
export async function explainPage(
  databaseUrl: string,
  viewer: Viewer,
  cursor: string | undefined,
): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const query = candidatesQuery(viewer.id, cursor ? decodeApiCursor(cursor) : undefined);
    await client.query(query);
    const result = await client.query<{ 'QUERY PLAN': string }>({
      text: `explain (analyze, buffers, costs off) ${query.text}`,
      values: query.values,
    });
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await client.end();
  }
}
