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

/** Follows nextCursor from page 1 to page `pages`; element k is the cursor that fetches page k + 1. */
export async function walkFeed(
  baseUrl: string,
  viewer: Viewer,
  pages: number,
): Promise<Array<string | undefined>> {
  const cursors: Array<string | undefined> = [undefined];
  const seen = new Set<string>();
  for (let page = 1; page < pages; page++) {
    const result = await getPage(baseUrl, viewer, cursors[page - 1]);
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
  return cursors;
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
