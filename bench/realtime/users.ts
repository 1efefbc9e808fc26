import pg from 'pg';
import { sessionCookie } from '../common/auth';

export interface BenchUser {
  id: string;
  cookie: string;
}

/**
 * Creates `count` verified users with profiles and a live session each (set-based), and returns
 * them with signed session cookies, in creation order.
 */
export async function createUsers(
  databaseUrl: string,
  secret: string,
  count: number,
): Promise<BenchUser[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`
      create temp table g_users as
        select n, gen_random_uuid()::text as id from generate_series(1, ${count}) as n;
      insert into users (id, name, email, email_verified, username, display_username)
        select id, 'Socket User ' || n, 'socket' || n || '@bench.aebro.test', true, 'socket_' || n, 'socket_' || n from g_users;
      insert into profiles (id, username, full_name, profile_complete)
        select id, 'socket_' || n, 'Socket User ' || n, true from g_users;
      insert into sessions (id, token, user_id, expires_at, ip_address, user_agent)
        select gen_random_uuid()::text, md5(random()::text || n), id, now() + interval '30 days', '127.0.0.1', 'aebro-bench'
        from g_users;
      analyze users; analyze sessions; analyze profiles`);
    const rows = await client.query<{ id: string; token: string }>(
      'select g.id, s.token from g_users g join sessions s on s.user_id = g.id order by g.n',
    );
    return rows.rows.map((row) => ({ id: row.id, cookie: sessionCookie(secret, row.token) }));
  } finally {
    await client.end();
  }
}

/** When each notification row was written (PostgreSQL's clock), by `<recipient>|<actor>`. */
export async function notificationTimes(
  databaseUrl: string,
  recipients: readonly string[],
): Promise<Map<string, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const rows = await client.query<{ user_id: string; actor_id: string; at: string }>(
      `select user_id, actor_id, extract(epoch from created_at) * 1000 as at
       from user_notifications where type = 'follow' and user_id = any($1)`,
      [recipients],
    );
    return new Map(rows.rows.map((row) => [`${row.user_id}|${row.actor_id}`, Number(row.at)]));
  } finally {
    await client.end();
  }
}
