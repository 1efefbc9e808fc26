import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';

export async function ping(db: Executor): Promise<void> {
  await db.execute(sql`select 1`);
}
