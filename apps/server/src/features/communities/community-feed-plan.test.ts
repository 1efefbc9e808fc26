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
let communityId: string;
beforeAll(async () => {
  t = await createTestApp();
  const authorId = (await createVerifiedMember(t.app)).id;
  client = new pg.Client({ connectionString: t.config.databaseUrl });
  await client.connect();
  const created = await client.query<{ id: string }>(
    `insert into communities (name, description, privacy) values ('Plan circle', 'For the planner.', 'public') returning id`,
  );
  communityId = created.rows[0]?.id ?? '';
  await client.query(
    `insert into posts (author_id, body, audience, community_id, created_at)
     select $1, 'post ' || n, case when n % 2 = 0 then 'community' else 'public' end,
       case when n % 2 = 0 then $2::uuid end, now() - n * interval '1 minute'
     from generate_series(1, 500) as n`,
    [authorId, communityId],
  );
  await client.query('analyze posts');
  await client.query('set enable_seqscan = off');
});
afterAll(async () => {
  await client.end();
  await t.close();
});

describe('the community feed', () => {
  it("is served by the community's index range, without sorting", async () => {
    const result = await client.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
      `explain (format json) select id from posts where community_id = $1
       and (created_at, id) < (now(), 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid)
       order by created_at desc, id desc limit 21`,
      [communityId],
    );
    const root = result.rows[0]?.['QUERY PLAN'][0]?.Plan;
    if (!root) throw new Error('no plan');
    const used = nodes(root);
    expect(used.map((node) => node['Node Type'])).not.toContain('Sort');
    expect(used.some((node) => node['Index Name'] === 'posts_community_created_idx')).toBe(true);
  });
});
