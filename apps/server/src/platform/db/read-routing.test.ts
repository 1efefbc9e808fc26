import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-app';
import { createDb, createPool, type Database } from './client';
import {
  createReadRouting,
  lagMs,
  lsnValue,
  queryCounter,
  readDb,
  type ReadRouting,
} from './read-routing';
import { createMemoryWriteMarks } from './write-marks';

/**
 * The routing rules against a real PostgreSQL. The "replica" here is the primary's own database
 * (or a second database of the same server): it is never behind, so what these tests show is
 * which reads may leave the primary, read-your-writes and the fallback; e2e/tests/replica.spec.ts
 * runs the same build on a real streaming replica behind PgBouncer.
 */
let database: TestDatabase;
let pool: ReturnType<typeof createPool>;
let primary: Database;
const log = pino({ level: 'silent' });
const routings: ReadRouting[] = [];

function routing(replicaUrls: string[]): ReadRouting {
  const made = createReadRouting({
    primary: pool,
    replicaUrls,
    marks: createMemoryWriteMarks(),
    log,
    maxLagMs: 1_000,
    // Checked only when a test says so.
    checkMs: 3_600_000,
    queries: queryCounter(),
  });
  routings.push(made);
  return made;
}

async function nameOf(db: Database): Promise<string | undefined> {
  const found = await db.execute<{ name: string }>(sql`select current_database() as name`);
  return found.rows[0]?.name;
}

beforeAll(async () => {
  database = await createTestDatabase();
  pool = createPool(database.url, { max: 2 });
  primary = createDb(pool);
  await primary.execute(sql`create table routing_writes (id serial primary key)`);
});
afterAll(async () => {
  for (const made of routings) await made.close();
  await pool.end();
  await database.drop();
});

describe('WAL positions', () => {
  it('compare as numbers, across the high word', () => {
    expect(lsnValue('0/FF') < lsnValue('1/0')).toBe(true);
    expect(lsnValue('16/B374D848')).toBe((0x16n << 32n) + 0xb374d848n);
  });

  it("make a replica's lag the time since the primary first stood past it", () => {
    const samples = [
      { at: 1_000, lsn: 100n },
      { at: 1_500, lsn: 200n },
      { at: 2_000, lsn: 300n },
    ];
    expect(lagMs(samples, 300n, 2_100)).toBe(0);
    expect(lagMs(samples, 250n, 2_100)).toBe(100);
    expect(lagMs(samples, 150n, 2_100)).toBe(600);
    // Behind every sample kept: at least as old as the oldest.
    expect(lagMs(samples, 50n, 2_100)).toBe(1_100);
  });
});

describe('reads that tolerate lag', () => {
  it('go to a replica that answers; the primary serves them until its first check', async () => {
    const reads = routing([database.url]);
    expect(await reads.replicaFor(null)).toBeNull();
    await reads.check();
    expect(reads.replicas()).toMatchObject([{ name: 'replica-1', usable: true, lagMs: 0 }]);
    const replica = await readDb({ db: primary, reads, viewer: { id: 'someone' } });
    expect(replica).not.toBe(primary);
    expect(await nameOf(replica)).toBe(await nameOf(primary));
  });

  it('stay on the primary without replicas', async () => {
    expect(await readDb({ db: primary })).toBe(primary);
    expect(await readDb({ db: primary, reads: undefined, viewer: null })).toBe(primary);
  });
});

describe('read-your-writes', () => {
  it("keeps a member's reads on the primary until a replica has replayed their write", async () => {
    const reads = routing([database.url]);
    await reads.check();
    await primary.execute(sql`insert into routing_writes default values`);
    await reads.wrote('writer');
    // The replica was last seen before the write: the writer reads from the primary…
    expect(await readDb({ db: primary, reads, viewer: { id: 'writer' } })).toBe(primary);
    // …while others, and signed-out readers, may read from the replica.
    expect(await readDb({ db: primary, reads, viewer: { id: 'reader' } })).not.toBe(primary);
    expect(await readDb({ db: primary, reads, viewer: null })).not.toBe(primary);
    // Once the replica is seen past the write, the writer reads from it too.
    await reads.check();
    expect(await readDb({ db: primary, reads, viewer: { id: 'writer' } })).not.toBe(primary);
  });

  it('sends a member to the primary when their last write cannot be looked up', async () => {
    const reads = createReadRouting({
      primary: pool,
      replicaUrls: [database.url],
      marks: {
        set: async () => undefined,
        get: async () => {
          throw new Error('the store is down');
        },
        close: async () => undefined,
      },
      log,
      maxLagMs: 1_000,
      checkMs: 3_600_000,
      queries: queryCounter(),
    });
    routings.push(reads);
    await reads.check();
    expect(await readDb({ db: primary, reads, viewer: { id: 'anyone' } })).toBe(primary);
    expect(await readDb({ db: primary, reads, viewer: null })).not.toBe(primary);
  });

  it('forgets a write after its window', async () => {
    let now = 0;
    const marks = createMemoryWriteMarks(() => now);
    await marks.set('writer', '0/10', 5_000);
    expect(await marks.get('writer')).toBe('0/10');
    now = 5_000;
    expect(await marks.get('writer')).toBeNull();
  });
});

describe('a replica that is down', () => {
  it('is skipped: the primary serves', async () => {
    const reads = routing(['postgres://postgres@127.0.0.1:1/aebro']);
    await reads.check();
    expect(reads.replicas()).toMatchObject([{ usable: false, lagMs: null }]);
    expect(await readDb({ db: primary, reads, viewer: null })).toBe(primary);
  });

  it('answers a read it failed from the primary, and is skipped from then on', async () => {
    const other = await createTestDatabase();
    try {
      const reads = routing([other.url]);
      await reads.check();
      const replica = await readDb({ db: primary, reads, viewer: null });
      const replicaName = await nameOf(replica);
      expect(replicaName).not.toBe(await nameOf(primary));
      await other.drop();
      // The same handle, mid-request: its read is answered by the primary.
      expect(await nameOf(replica)).toBe(await nameOf(primary));
      expect(reads.replicas()).toMatchObject([{ usable: false }]);
      expect(await readDb({ db: primary, reads, viewer: null })).toBe(primary);
    } finally {
      await other.drop();
    }
  });
});
