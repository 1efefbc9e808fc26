import pg from 'pg';
import type { AebroServer } from '../common/server';
import { apiLoad, sqlLoad, type Throughput, type Viewer } from './load';
import { explainPage, timePages, type PageTiming } from './pages';

/** An index whose order is the one the feed query asks for (DESC, i.e. NULLS FIRST). */
export const whatIfIndex =
  'create index bench_posts_author_created_nulls_first on posts (author_id, created_at desc, id desc)';

export interface WhatIf {
  index: string;
  buildSeconds: number;
  api: Throughput;
  sql: Throughput;
  apiToSql: number;
  pages: PageTiming[];
  pageRatio: { api: number; sql: number };
  explain: { page1: string; pageN: string };
}

async function execute(databaseUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * The same measurements with one more index, built for this experiment and dropped afterwards:
 * the schema's posts_author_created_idx is DESC NULLS LAST, which an ORDER BY … DESC (NULLS
 * FIRST) cannot walk, so each author's posts are all read and sorted. The server code is unchanged.
 */
export async function measureWithIndex(
  server: AebroServer,
  databaseUrl: string,
  sample: readonly Viewer[],
  walks: ReadonlyArray<{ viewer: Viewer; cursors: ReadonlyArray<string | undefined> }>,
  pageList: readonly number[],
  o: { connections: number; seconds: number; pages: number },
): Promise<WhatIf> {
  const t0 = performance.now();
  await execute(databaseUrl, `set maintenance_work_mem = '512MB'; ${whatIfIndex}; analyze posts`);
  const buildSeconds = (performance.now() - t0) / 1000;
  try {
    await apiLoad(server.baseUrl, databaseUrl, sample, o.connections, 3, server.pid, 'warm-up');
    const api = await apiLoad(
      server.baseUrl,
      databaseUrl,
      sample,
      o.connections,
      o.seconds,
      server.pid,
    );
    console.log(
      `  API: ${api.perSecond.toFixed(0)} req/s, p50 ${api.p50Ms} ms, p99 ${api.p99Ms} ms`,
    );
    const sql = await sqlLoad(databaseUrl, sample, o.connections, o.seconds, server.pid, 'feed');
    console.log(`  SQL: ${sql.perSecond.toFixed(0)}/s, p50 ${sql.p50Ms.toFixed(2)} ms`);
    const pages = await timePages(server.baseUrl, databaseUrl, walks, pageList, 5);
    const first = pages[0];
    const deep = pages.at(-1);
    const walk = walks[0];
    if (!first || !deep || !walk) throw new Error('no page timings');
    return {
      index: whatIfIndex,
      buildSeconds,
      api,
      sql,
      apiToSql: api.perSecond / sql.perSecond,
      pages,
      pageRatio: {
        api: deep.api.medianMs / first.api.medianMs,
        sql: deep.sql.medianMs / first.sql.medianMs,
      },
      explain: {
        page1: await explainPage(databaseUrl, walk.viewer, undefined),
        pageN: await explainPage(databaseUrl, walk.viewer, walk.cursors[o.pages - 1]),
      },
    };
  } finally {
    await execute(databaseUrl, 'drop index if exists bench_posts_author_created_nulls_first');
  }
}
