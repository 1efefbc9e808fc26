import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, type TestDatabase } from '../../test/test-app';
import {
  createDb,
  createPool,
  genericPlanned,
  pairGenericPlans,
  type Database,
  type Executor,
} from './client';
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

describe('the hot reads’ generic twin', () => {
  async function setting(on: Executor): Promise<string | undefined> {
    const found = await on.execute<{ mode: string }>(
      sql`select current_setting('plan_cache_mode') as mode`,
    );
    return found.rows[0]?.mode;
  }

  it('plans every statement of a genericPlans pool generically, from its first run', async () => {
    const genericPool = createPool(database.url, { max: 1, genericPlans: true });
    try {
      const generic = createDb(genericPool);
      expect(await setting(generic)).toBe('force_generic_plan');
      const statement = generic
        .select({ doubled: sql<number>`${sql.placeholder('n')}::int * 2` })
        .from(sql`(select 1) one`)
        .prepare('prepared_test_generic');
      for (const n of [1, 2, 3]) expect((await statement.execute({ n }))[0]?.doubled).toBe(n * 2);
      const plans = await generic.execute<{ generic: number; custom: number }>(
        sql`select generic_plans::int as generic, custom_plans::int as custom
            from pg_prepared_statements where name = 'prepared_test_generic'`,
      );
      expect(plans.rows[0]).toEqual({ generic: 3, custom: 0 });
    } finally {
      await genericPool.end();
    }
  });

  it('is what genericPlanned gives for a paired database, and only for it', async () => {
    const genericPool = createPool(database.url, { max: 1, genericPlans: true });
    try {
      const twin = createDb(genericPool);
      const paired = createDb(pool);
      expect(genericPlanned(paired)).toBe(paired);
      pairGenericPlans(paired, twin);
      expect(genericPlanned(paired)).toBe(twin);
      expect(await setting(genericPlanned(paired))).toBe('force_generic_plan');
      // A statement declared generic runs there; one left in `auto` runs where it is asked.
      const modeOf = (plans: 'auto' | 'generic') =>
        preparedFor(
          (executor) =>
            executor
              .select({
                mode: sql<string>`current_setting('plan_cache_mode') || ${sql.placeholder('n')}::text`,
              })
              .from(sql`(select 1) one`)
              .prepare(`prepared_test_mode_${plans}`),
          { plans },
        );
      expect((await modeOf('generic')(paired).execute({ n: '' }))[0]?.mode).toBe(
        'force_generic_plan',
      );
      expect((await modeOf('auto')(paired).execute({ n: '' }))[0]?.mode).toBe('auto');
      // Another database over the same pool, and a transaction, keep their own connections.
      expect(genericPlanned(db)).toBe(db);
      await paired.transaction(async (tx) => {
        expect(genericPlanned(tx)).toBe(tx);
        expect(await setting(tx)).toBe('auto');
      });
    } finally {
      await genericPool.end();
    }
  });

  it('the app pairs its primary and each replica with one when it connects directly, and not past a pooler', async () => {
    const direct = await createTestApp();
    try {
      const primary = direct.app.platform.db;
      expect(genericPlanned(primary)).not.toBe(primary);
      expect(await setting(genericPlanned(primary))).toBe('force_generic_plan');
      expect(await setting(primary)).toBe('auto');
    } finally {
      await direct.close();
    }
    const replicated = await createTestApp({}, { replicaOfItself: true });
    try {
      const reads = replicated.app.platform.reads;
      await reads?.check();
      const replica = await reads?.replicaFor(null);
      expect(replica).toBeDefined();
      expect(replica).not.toBe(replicated.app.platform.db);
      if (!replica) return;
      expect(genericPlanned(replica)).not.toBe(replica);
      expect(await setting(genericPlanned(replica))).toBe('force_generic_plan');
    } finally {
      await replicated.close();
    }
    const pooled = await createTestApp({
      DATABASE_URL: database.url,
      DATABASE_DIRECT_URL: database.url,
    });
    try {
      const primary = pooled.app.platform.db;
      expect(genericPlanned(primary)).toBe(primary);
    } finally {
      await pooled.close();
    }
  });
});
