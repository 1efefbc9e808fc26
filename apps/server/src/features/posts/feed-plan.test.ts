import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedMember } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

let t: TestApp;
let client: pg.Client;
let authorId: string;
beforeAll(async () => {
  t = await createTestApp();
  authorId = (await createVerifiedMember(t.app)).id;
  client = new pg.Client({ connectionString: t.config.databaseUrl });
  await client.connect();
  await client.query(
    `insert into posts (author_id, body, audience, created_at)
     select $1, 'post ' || n, case when n % 3 = 0 then 'followers' else 'public' end, now() - n * interval '1 minute'
     from generate_series(1, 500) as n`,
    [authorId],
  );
  await client.query('analyze posts');
  // Tiny tables tempt the planner into a sequential scan; the question here is which index serves.
  await client.query('set enable_seqscan = off');
});
afterAll(async () => {
  await client.end();
  await t.close();
});

async function plan(sql: string, params: unknown[]): Promise<PlanNode[]> {
  const result = await client.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
    `explain (format json) ${sql}`,
    params,
  );
  const root = result.rows[0]?.['QUERY PLAN'][0]?.Plan;
  if (!root) throw new Error('no plan');
  return nodes(root);
}

describe('the feed queries are served by their index, without sorting', () => {
  it("an author's newest posts before a cursor (the per-author part of the home feed)", async () => {
    const used = await plan(
      `select id from posts where author_id = $1 and (created_at, id) < (now(), 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid)
       order by created_at desc, id desc limit 21`,
      [authorId],
    );
    expect(used.map((node) => node['Node Type'])).not.toContain('Sort');
    expect(used.some((node) => node['Index Name'] === 'posts_author_created_idx')).toBe(true);
  });

  it("the home feed's pull query reads an author's posts outside communities from the index alone", async () => {
    await client.query('vacuum posts');
    const used = await plan(
      `select id, created_at from posts where author_id = $1 and audience <> 'community'
       and (created_at, id) < (now(), 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid)
       order by created_at desc, id desc limit 21`,
      [authorId],
    );
    expect(used.map((node) => node['Node Type'])).not.toContain('Sort');
    expect(
      used.some(
        (node) =>
          node['Node Type'] === 'Index Only Scan' && node['Index Name'] === 'posts_author_home_idx',
      ),
    ).toBe(true);
  });

  it("everyone's public posts", async () => {
    const used = await plan(
      `select id from posts where audience = 'public' order by created_at desc, id desc limit 21`,
      [],
    );
    expect(used.map((node) => node['Node Type'])).not.toContain('Sort');
    expect(used.some((node) => node['Index Name'] === 'posts_public_created_idx')).toBe(true);
  });
});
