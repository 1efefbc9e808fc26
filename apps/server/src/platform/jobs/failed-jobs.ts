import type pg from 'pg';
import { schema } from './boss-options';
import type { FailedJobs } from './jobs';

/** The failed jobs by queue (a durable effect's by its subscriber), for /admin. */
export async function listFailedJobs(pool: pg.Pool): Promise<FailedJobs> {
  const { rows } = await pool.query<{
    name: string;
    count: string;
    last_job_id: string;
    last_error: unknown;
    last_failed_at: Date;
  }>(
    // A durable effect's job is shown by its subscriber (the queue carries them all).
    `select coalesce(data->>'subscriber', name) as name, count(*) as count,
            max(completed_on) as last_failed_at,
            (array_agg(id order by completed_on desc))[1] as last_job_id,
            (array_agg(output order by completed_on desc))[1] as last_error
       from ${schema}.job where state = 'failed'
      group by coalesce(data->>'subscriber', name) order by 1`,
  );
  const queues = rows.map((row) => ({
    name: row.name,
    count: Number(row.count),
    lastJobId: row.last_job_id,
    lastError: errorText(row.last_error),
    lastFailedAt: row.last_failed_at.toISOString(),
  }));
  return { total: queues.reduce((sum, queue) => sum + queue.count, 0), queues };
}

/** What pg-boss kept of a failure: an Error serialised to JSON, or what a handler threw. */
function errorText(output: unknown): string {
  if (output && typeof output === 'object') {
    const value = output as { message?: unknown; value?: { message?: unknown } };
    if (typeof value.message === 'string') return value.message;
    if (typeof value.value?.message === 'string') return value.value.message;
  }
  return JSON.stringify(output ?? null);
}
