import pg from 'pg';

export interface GraphSize {
  users: number;
  posts: number;
  likes: number;
  comments: number;
  saves: number;
}

export interface GeneratedGraph extends GraphSize {
  follows: number;
  seconds: number;
  databaseBytes: number;
  steps: Array<{ step: string; seconds: number }>;
}

/** One statement per step, timed; temp tables (g_*) live in this one session. */
function steps(size: GraphSize): Array<[string, string]> {
  const { users: n, posts: m } = size;
  return [
    // Rows are consistent by construction, so FK triggers are skipped (superuser only) for speed.
    [
      'session settings',
      `set session_replication_role = replica; set synchronous_commit = off; set work_mem = '512MB'; select setseed(0.4242)`,
    ],
    [
      // Building an index once after the load is far faster than keeping it up to date row by row.
      'drop secondary indexes (recreated after the load)',
      `create temp table g_indexes as
         select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def
         from pg_index i join pg_class t on t.oid = i.indrelid
         where t.relnamespace = 'public'::regnamespace
           and t.relname in ('follows', 'posts', 'post_likes', 'post_saves', 'post_comments')
           and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid);
       do $$ declare r record; begin
         for r in select name from g_indexes loop execute 'drop index ' || r.name; end loop;
       end $$`,
    ],
    [
      'users, profiles, sessions',
      `create temp table g_users as
         select n, gen_random_uuid()::text as id, now() - interval '400 days' + (n::float8 / ${n}) * interval '30 days' as created_at
         from generate_series(1, ${n}) as n;
       alter table g_users add primary key (n);
       insert into users (id, name, email, email_verified, username, display_username, created_at, updated_at)
         select id, 'Bench User ' || n, 'bench' || n || '@bench.aebro.test', true, 'bench_' || n, 'bench_' || n, created_at, created_at from g_users;
       insert into profiles (id, username, full_name, bio, profile_complete, created_at, updated_at)
         select id, 'bench_' || n, 'Bench User ' || n, 'Member of the benchmark community', true, created_at, created_at from g_users;
       insert into sessions (id, token, user_id, expires_at, created_at, updated_at, ip_address, user_agent)
         select gen_random_uuid()::text, md5(random()::text || n), id, now() + interval '30 days', now(), now(), '127.0.0.1', 'aebro-bench'
         from g_users`,
    ],
    [
      'follows (~100 each, 30% towards popular accounts)',
      // t = n·u³ makes low-numbered users the popular ones (the top one is followed by most users).
      `insert into follows (follower_id, following_id, created_at)
         select f.id, t.id, now() - random() * interval '365 days'
         from (
           select distinct x.f, x.t from (
             select f, case when random() < 0.3 then 1 + floor(${n} * power(random(), 3))::int
                            else 1 + floor(random() * ${n})::int end as t
             from generate_series(1, ${n}) as f
             cross join lateral generate_series(1, 58 + (f * 37) % 101) as k
           ) as x where x.t <> x.f
         ) as pair
         join g_users f on f.n = pair.f join g_users t on t.n = pair.t
         order by 1, 2`,
    ],
    [
      'post plan (authors skewed, times over the last year)',
      `create temp table g_posts as
         select n, gen_random_uuid() as id, 1 + floor(${n} * power(random(), 2))::int as author_n,
                now() - random() * interval '365 days' as created_at,
                case when random() < 0.2 then 'followers' else 'public' end as audience
         from generate_series(1, ${m}) as n;
       alter table g_posts add primary key (n)`,
    ],
    [
      'engagement plan (likes, comments, saves)',
      `create temp table g_likes as
         select distinct 1 + floor(random() * ${m})::int as p, 1 + floor(random() * ${n})::int as u
         from generate_series(1, ${size.likes});
       create temp table g_saves as
         select distinct 1 + floor(random() * ${m})::int as p, 1 + floor(random() * ${n})::int as u
         from generate_series(1, ${size.saves});
       create temp table g_comments as
         select c, 1 + floor(random() * ${m})::int as p, 1 + floor(random() * ${n})::int as u
         from generate_series(1, ${size.comments}) as c`,
    ],
    [
      'posts (with exact counters)',
      // Inserted in time order, as a live table would be; 1 in 10 has a photo.
      `insert into posts (id, author_id, body, images, audience, likes_count, comments_count, saves_count, created_at)
         select gp.id, gu.id,
                substr(repeat('Selam everyone! Notes from our community gathering this weekend, with thanks to all who came. ', 6),
                       1 + gp.n % 40, (40 + (gp.n::bigint * 7919) % 400)::int),
                case when gp.n % 10 = 0 then jsonb_build_array(jsonb_build_object(
                  'key', 'posts/bench/' || gp.id || '.webp', 'url', '/media/posts/bench/' || gp.id || '.webp', 'width', 1280, 'height', 960))
                  else '[]'::jsonb end,
                gp.audience, coalesce(l.c, 0), coalesce(c.c, 0), coalesce(s.c, 0), gp.created_at
         from g_posts gp
         join g_users gu on gu.n = gp.author_n
         left join (select p, count(*)::int as c from g_likes group by p) l on l.p = gp.n
         left join (select p, count(*)::int as c from g_comments group by p) c on c.p = gp.n
         left join (select p, count(*)::int as c from g_saves group by p) s on s.p = gp.n
         order by gp.created_at`,
    ],
    [
      'likes, saves, comments',
      `insert into post_likes (post_id, user_id, created_at)
         select gp.id, gu.id, gp.created_at + random() * (now() - gp.created_at)
         from g_likes l join g_posts gp on gp.n = l.p join g_users gu on gu.n = l.u
         order by 1, 2;
       insert into post_saves (post_id, user_id, created_at)
         select gp.id, gu.id, gp.created_at + random() * (now() - gp.created_at)
         from g_saves s join g_posts gp on gp.n = s.p join g_users gu on gu.n = s.u
         order by 1, 2;
       insert into post_comments (post_id, author_id, body, created_at)
         select gp.id, gu.id, 'Congratulations, and thank you for sharing! #' || c.c, gp.created_at + random() * (now() - gp.created_at)
         from g_comments c join g_posts gp on gp.n = c.p join g_users gu on gu.n = c.u
         order by 4`,
    ],
    [
      'recreate the indexes',
      `set maintenance_work_mem = '1GB';
       do $$ declare r record; begin
         for r in select def from g_indexes loop execute r.def; end loop;
       end $$`,
    ],
    [
      'profile counters',
      `with followers as (select following_id as id, count(*)::int as c from follows group by 1),
            following as (select follower_id as id, count(*)::int as c from follows group by 1),
            authored as (select author_id as id, count(*)::int as c from posts group by 1)
       update profiles p set followers_count = coalesce(followers.c, 0), following_count = coalesce(following.c, 0),
                             posts_count = coalesce(authored.c, 0)
       from g_users u
       left join followers on followers.id = u.id left join following on following.id = u.id
       left join authored on authored.id = u.id
       where p.id = u.id;
       reset session_replication_role`,
    ],
    // Fresh bulk-loaded tables have no visibility map or hint bits yet; a live database would.
    [
      'vacuum analyze',
      'vacuum (analyze) users, sessions, profiles, follows, posts, post_likes, post_saves, post_comments',
    ],
  ];
}

/**
 * Fills a migrated, empty Aebro database with a social graph, set-based (generate_series and
 * INSERT … SELECT), with the counters in profiles and posts matching the rows.
 */
export async function generateGraph(databaseUrl: string, size: GraphSize): Promise<GeneratedGraph> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  const timings: GeneratedGraph['steps'] = [];
  try {
    const existing = await client.query<{ n: string }>('select count(*) as n from users');
    if (Number(existing.rows[0]?.n) > 0) throw new Error('the database is not empty');
    for (const [step, sql] of steps(size)) {
      const t0 = performance.now();
      process.stdout.write(`  ${step}…`);
      await client.query(sql);
      const seconds = (performance.now() - t0) / 1000;
      timings.push({ step, seconds });
      process.stdout.write(` ${seconds.toFixed(1)} s\n`);
    }
    return {
      ...(await countGraph(client)),
      seconds: (performance.now() - started) / 1000,
      steps: timings,
    };
  } finally {
    await client.end();
  }
}

export async function countGraph(
  client: pg.Client,
): Promise<Omit<GeneratedGraph, 'seconds' | 'steps'>> {
  const result = await client.query<Record<string, string>>(`select
      (select count(*) from users) as users, (select count(*) from follows) as follows,
      (select count(*) from posts) as posts, (select count(*) from post_likes) as likes,
      (select count(*) from post_comments) as comments, (select count(*) from post_saves) as saves,
      pg_database_size(current_database()) as bytes`);
  const row = result.rows[0] ?? {};
  return {
    users: Number(row.users),
    follows: Number(row.follows),
    posts: Number(row.posts),
    likes: Number(row.likes),
    comments: Number(row.comments),
    saves: Number(row.saves),
    databaseBytes: Number(row.bytes),
  };
}
