import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-app';
import { createDb, createPool, type Database } from './client';
import { preparedFor } from './prepared';

let database: TestDatabase;
let pool: ReturnType<typeof createPool>;
let db: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  pool = createPool(database.url, { max: 2 });
  db = createDb(pool);
});
afterAll(async () => {
  await pool.end();
  await database.drop();
});

describe('named prepared statements', () => {
  /** The statements prepared on a pool's one connection: their texts. */
  async function preparedTexts(on: Database): Promise<string[]> {
    const found = await on.execute<{ statement: string }>(
      sql`select statement from pg_prepared_statements order by prepare_time`,
    );
    return found.rows.map((row) => row.statement);
  }

  it('name every statement with values, once per text, and leave the plans to PostgreSQL', async () => {
    const onePool = createPool(database.url, { max: 1 });
    try {
      const one = createDb(onePool);
      const mode = await one.execute<{ mode: string }>(
        sql`select current_setting('plan_cache_mode') as mode`,
      );
      expect(mode.rows[0]?.mode).toBe('auto');
      for (const n of [1, 2, 3]) {
        const doubled = await one.execute<{ doubled: number }>(
          sql`select ${n}::int * 2 as doubled`,
        );
        expect(doubled.rows[0]?.doubled).toBe(n * 2);
      }
      // pg's own `pool.query(text, values)` too, as pg-boss and raw SQL call it.
      const raw = await onePool.query<{ tripled: number }>('select $1::int * 3 as tripled', [4]);
      expect(raw.rows[0]?.tripled).toBe(12);
      expect(await preparedTexts(one)).toEqual([
        'select $1::int * 2 as doubled',
        'select $1::int * 3 as tripled',
      ]);
    } finally {
      await onePool.end();
    }
  });

  it('send texts beyond the limit unnamed, so that a connection keeps a bounded number', async () => {
    const onePool = createPool(database.url, { max: 1, namedStatementLimit: 2 });
    try {
      const one = createDb(onePool);
      for (const n of [1, 2, 3, 4])
        await one.execute(sql.raw(`select ${n} + `).append(sql`${1}::int as sum`));
      expect(await preparedTexts(one)).toHaveLength(2);
    } finally {
      await onePool.end();
    }
  });

  it('are built once per executor and give each call its own values', async () => {
    let builds = 0;
    const statement = preparedFor((executor) => {
      builds += 1;
      return executor
        .select({ doubled: sql<number>`${sql.placeholder('n')}::int * 2` })
        .from(sql`(select 1) one`)
        .prepare('prepared_test_doubled');
    });
    const answers = await Promise.all(
      [1, 2, 3, 4].map(async (n) => (await statement(db).execute({ n }))[0]?.doubled),
    );
    expect(answers).toEqual([2, 4, 6, 8]);
    expect(builds).toBe(1);
    await db.transaction(async (tx) => {
      expect((await statement(tx).execute({ n: 5 }))[0]?.doubled).toBe(10);
    });
    expect(builds).toBe(2);
  });
});

describe('behind a pooler without prepared statements (PgBouncer < 1.21)', () => {
  it('sends every statement unnamed and no startup options, with the same answers', async () => {
    const unnamedPool = createPool(database.url, { max: 1, preparedStatements: 'unnamed' });
    try {
      const unnamed = createDb(unnamedPool);
      const mode = await unnamed.execute<{ mode: string }>(
        sql`select current_setting('plan_cache_mode') as mode`,
      );
      expect(mode.rows[0]?.mode).toBe('auto');
      const statement = unnamed
        .select({ doubled: sql<number>`${sql.placeholder('n')}::int * 2` })
        .from(sql`(select 1) one`)
        .prepare('prepared_test_unnamed');
      expect((await statement.execute({ n: 4 }))[0]?.doubled).toBe(8);
      await unnamed.transaction(async (tx) => {
        const kept = await tx.execute<{ count: number }>(
          sql`select count(*)::int as count from pg_prepared_statements`,
        );
        expect(kept.rows[0]?.count).toBe(0);
      });
    } finally {
      await unnamedPool.end();
    }
  });
});
