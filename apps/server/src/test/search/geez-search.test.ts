import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchDocument, searchKey, searchSql, foldGeez } from '@aebro/shared/geez-search';
import { cities } from '@aebro/shared/cities';
import { allSyllables } from '@aebro/shared/geez-syllables';
import { caller, createVerifiedMember, type TestUser } from '../accounts';
import { createTestApp, type TestApp } from '../test-app';

let t: TestApp;
let client: pg.Client;
let selam: TestUser;
let yohannes: TestUser;
let viewer: TestUser;
const tag = Date.now().toString(36);
beforeAll(async () => {
  t = await createTestApp();
  client = new pg.Client({ connectionString: t.config.databaseUrl });
  await client.connect();
  [selam, yohannes, viewer] = await Promise.all([
    createVerifiedMember(t.app, { fullName: 'ሠላም ተስፋዬ' }),
    createVerifiedMember(t.app, { fullName: 'Yohannes Girma' }),
    createVerifiedMember(t.app, { fullName: 'Viewer Person' }),
  ]);
});
afterAll(async () => {
  await client.end();
  await t.close();
});

const call = caller(() => t.app);

async function ids(user: TestUser, url: string): Promise<string[]> {
  const response = await call(user, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: Array<{ id: string }> }>().items.map((item) => item.id);
}

const q = (text: string) => encodeURIComponent(text);

describe("the database's search functions", () => {
  it('are the migration, generated from the shared module', () => {
    const migration = fs.readFileSync(
      path.join(import.meta.dirname, '../../../drizzle/0017_geez_search.sql'),
      'utf8',
    );
    expect(migration).toContain(searchSql());
  });

  it("know every city's names in both scripts, and none for an unknown or missing city", async () => {
    const result = await client.query<{ id: string; names: string }>(
      `select id, aebro_city_search_name(id) as names from unnest($1::text[]) as id`,
      [[...cities.map((city) => city.id), 'atlantis']],
    );
    expect(result.rows).toEqual([
      ...cities.map((city) => ({ id: city.id, names: `${city.name} ${city.nameAm}` })),
      { id: 'atlantis', names: '' },
    ]);
    const none = await client.query<{ names: string }>(
      'select aebro_city_search_name(null) as names',
    );
    expect(none.rows[0]?.names).toBe('');
  });

  it("agree with the TypeScript ones on every Ge'ez letter and on names in both scripts", async () => {
    const samples = [
      ...allSyllables().map((syllable) => syllable.char),
      allSyllables()
        .map((syllable) => syllable.char)
        .join(''),
      'ሰላም። እንዴት ነህ? Selam, how are you?',
      'Haile Gebreselassie ኃይለ ገብረሥላሴ',
      'Tsehay Chala Shewit Philipos Qidus Café Ñandú ÀÉÎÕÜ',
      'ፀሐይ ዐይን ቐሺ ኟ ፘ ፙ ፚ ቈ ቘ ኈ ኰ ዀ ጐ ፡፣፤',
      "50% off_ \\ o'clock",
      '',
    ];
    const result = await client.query<{ fold: string; key: string; doc: string }>(
      `select aebro_search_fold(s) as fold, aebro_search_key(s) as key, aebro_search_text(s) as doc
       from unnest($1::text[]) with ordinality as x(s, n) order by n`,
      [samples],
    );
    expect(result.rows.map((row) => row.fold)).toEqual(samples.map(foldGeez));
    expect(result.rows.map((row) => row.key)).toEqual(samples.map(searchKey));
    expect(result.rows.map((row) => row.doc)).toEqual(samples.map(searchDocument));
  });
});

describe('people search', () => {
  it("finds a name however it is spelt: folded Ge'ez, Latin, and back", async () => {
    for (const query of ['ሰላም', 'ሠላም', 'selam', 'Salam', 'selam tesfaye']) {
      expect(await ids(viewer, `/api/v1/people?q=${q(query)}`), query).toContain(selam.id);
    }
    for (const query of ['ዮሐንስ', 'ዮሃንስ', 'yohanes', 'Yohannes']) {
      expect(await ids(viewer, `/api/v1/people?q=${q(query)}`), query).toContain(yohannes.id);
    }
    expect(await ids(viewer, `/api/v1/people?q=${q('ሰላም')}`)).not.toContain(yohannes.id);
  });
});

describe('posts search', () => {
  it('finds public posts by folded and transliterated forms, newest first, paged', async () => {
    const write = async (body: string, audience = 'public') => {
      const response = await call(selam, 'POST', '/api/v1/posts', { body, audience });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ id: string }>().id;
    };
    const geez = await write(`ሰላም ለሁላችሁ ${tag}`);
    const latin = await write(`Selam everyone, the buna is ready ${tag}`);
    const other = await write(`Nothing to see ${tag}`);
    const hidden = await write(`ሰላም for my followers ${tag}`, 'followers');

    for (const query of ['selam', 'ሰላም', 'ሠላም', 'SALAM']) {
      const found = await ids(viewer, `/api/v1/posts?q=${q(query)}`);
      expect(found, query).toEqual(expect.arrayContaining([geez, latin]));
      expect(found, query).not.toContain(other);
      expect(found, query).not.toContain(hidden);
    }
    expect(await ids(viewer, `/api/v1/posts?q=${q('ቡና')}`)).toEqual([latin]);
    const first = await call(viewer, 'GET', `/api/v1/posts?q=selam&limit=1`);
    const page = first.json<{ items: Array<{ id: string }>; nextCursor: string }>();
    expect(page.items.map((item) => item.id)).toEqual([latin]);
    expect(await ids(viewer, `/api/v1/posts?q=selam&limit=1&cursor=${q(page.nextCursor)}`)).toEqual(
      [geez],
    );
    // Without a query, /posts is unchanged.
    expect(await ids(viewer, '/api/v1/posts')).toEqual(
      expect.arrayContaining([geez, latin, other]),
    );
  });
});

describe('communities search', () => {
  it('finds a community by its name in the other script', async () => {
    const create = async (name: string, description: string) => {
      const response = await call(yohannes, 'POST', '/api/v1/communities', {
        name,
        description,
        privacy: 'public',
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ id: string }>().id;
    };
    const habesha = await create(`ሐበሻ ሯጮች ${tag}`, 'በእሁድ ጠዋት አብረን እንሮጣለን።');
    const tsehay = await create(`Tsehay Book Club ${tag}`, 'Reading together.');
    expect(await ids(viewer, `/api/v1/communities?q=habesha`)).toContain(habesha);
    expect(await ids(viewer, `/api/v1/communities?q=${q('ሀበሻ')}`)).toContain(habesha);
    expect(await ids(viewer, `/api/v1/communities?q=${q('ፀሐይ')}`)).toEqual([tsehay]);
    expect(await ids(viewer, `/api/v1/communities?q=${q('ጸሃይ')}`)).toEqual([tsehay]);
    expect(await ids(viewer, `/api/v1/communities?q=habesha`)).not.toContain(tsehay);
  });
});

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
const nodes = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];

describe('the stored search texts', () => {
  it('follow every write: they are generated by PostgreSQL from the searchable columns', async () => {
    const rows = await client.query<{ search_text: string }>(
      `select search_text from profiles where id = $1`,
      [selam.id],
    );
    expect(rows.rows[0]?.search_text).toBe(
      searchDocument(
        `ሠላም ተስፋዬ ${(await client.query<{ username: string }>('select username from profiles where id = $1', [selam.id])).rows[0]?.username}   `,
      ),
    );
  });
});

describe('the indexes', () => {
  it('serve a search of posts, people and communities', async () => {
    await client.query('begin');
    try {
      await client.query('set local enable_seqscan = off');
      const plans: Array<[string, string]> = [
        [
          `select id from posts where search_text like '%slm%' or search_text like '%selam%'`,
          'posts_search_trgm_idx',
        ],
        [
          `select id from communities where search_text like '%slm%'`,
          'communities_search_text_trgm_idx',
        ],
        [`select id from profiles where search_text like '%slm%'`, 'profiles_search_text_trgm_idx'],
      ];
      for (const [query, index] of plans) {
        const result = await client.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
          `explain (format json) ${query}`,
        );
        const root = result.rows[0]?.['QUERY PLAN'][0]?.Plan;
        if (!root) throw new Error('no plan');
        expect(
          nodes(root).some((node) => node['Index Name'] === index),
          index,
        ).toBe(true);
      }
    } finally {
      await client.query('rollback');
    }
  });
});
