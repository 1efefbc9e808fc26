import pg from 'pg';
import sharp from 'sharp';
import { sessionCookie } from '../common/auth';

export interface SignedInSeed {
  /** The member whose screens are measured: follows the authors, their feed has `posts` posts. */
  cookie: string;
  posts: number;
  images: number;
  authors: number;
}

interface SeedUser {
  id: string;
  cookie: string;
}

const authorCount = 4;

/** Verified users with complete profiles and a live session each, written straight into the database. */
async function createUsers(databaseUrl: string, secret: string): Promise<SeedUser[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`
      create temp table g_users as
        select n, gen_random_uuid()::text as id from generate_series(0, ${authorCount}) as n;
      insert into users (id, name, email, email_verified, username, display_username)
        select id, case when n = 0 then 'Bench Member' else 'Bench Author ' || n end,
               'web' || n || '@bench.aebro.test', true, 'web_' || n, 'web_' || n from g_users;
      insert into profiles (id, username, full_name, bio, profile_complete)
        select id, 'web_' || n, case when n = 0 then 'Bench Member' else 'Bench Author ' || n end,
               'Member of the benchmark community', true from g_users;
      insert into sessions (id, token, user_id, expires_at, ip_address, user_agent)
        select gen_random_uuid()::text, md5(random()::text || n), id, now() + interval '30 days', '127.0.0.1', 'aebro-bench'
        from g_users`);
    const rows = await client.query<{ id: string; token: string }>(
      'select g.id, s.token from g_users g join sessions s on s.user_id = g.id order by g.n',
    );
    return rows.rows.map((row) => ({ id: row.id, cookie: sessionCookie(secret, row.token) }));
  } finally {
    await client.end();
  }
}

/** A photo-like 1280×960 JPEG (smooth colour fields and grain), different for every seed. */
async function photo(seed: number): Promise<Buffer> {
  const width = 1280;
  const height = 960;
  const pixels = Buffer.alloc(width * height * 3);
  let noise = seed * 2654435761;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      noise = (noise * 1103515245 + 12345) >>> 0;
      const grain = (noise >>> 27) - 16;
      const i = (y * width + x) * 3;
      pixels[i] = Math.max(0, Math.min(255, 120 + 100 * Math.sin((x + seed * 97) / 210) + grain));
      pixels[i + 1] = Math.max(
        0,
        Math.min(255, 110 + 90 * Math.cos((y + seed * 53) / 170) + grain),
      );
      pixels[i + 2] = Math.max(0, Math.min(255, 100 + 80 * Math.sin((x + y) / 260 + seed) + grain));
    }
  }
  return await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 82 })
    .toBuffer();
}

async function api(
  baseUrl: string,
  user: SeedUser,
  path: string,
  init: { method: string; body?: FormData; json?: unknown },
): Promise<unknown> {
  const headers: Record<string, string> = { cookie: user.cookie, origin: baseUrl };
  let body: FormData | string | undefined = init.body;
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  }
  const response = await fetch(`${baseUrl}${path}`, { method: init.method, headers, body });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`${init.method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/**
 * A member who follows four authors whose 20 posts each carry a photo, all made through the API
 * (upload, post, follow) as the app does, so that whatever builds the home feed sees them.
 */
export async function seedSignedIn(
  baseUrl: string,
  databaseUrl: string,
  secret: string,
  postCount = 20,
): Promise<SignedInSeed> {
  const [member, ...authors] = await createUsers(databaseUrl, secret);
  if (!member || authors.length === 0) throw new Error('could not create the benchmark users');
  for (const author of authors)
    await api(baseUrl, member, `/api/v1/profiles/${author.id}/follow`, { method: 'PUT' });
  for (let i = 0; i < postCount; i++) {
    const author = authors[i % authors.length];
    if (!author) continue;
    const form = new FormData();
    form.append('file', new Blob([await photo(i + 1)], { type: 'image/jpeg' }), `photo-${i}.jpg`);
    const upload = (await api(baseUrl, author, '/api/v1/media/images', {
      method: 'POST',
      body: form,
    })) as { key: string };
    await api(baseUrl, author, '/api/v1/posts', {
      method: 'POST',
      json: {
        body: `Selam everyone! Notes and a photo from our community gathering, number ${i + 1}. Thanks to all who came and helped.`,
        imageKeys: [upload.key],
        audience: 'public',
      },
    });
  }
  // The feed may be filled in the background: wait until the member sees every post.
  const deadline = Date.now() + 30_000;
  for (;;) {
    const feed = (await api(baseUrl, member, '/api/v1/feed', { method: 'GET' })) as {
      items?: unknown[];
    };
    const seen = feed.items?.length ?? 0;
    if (seen >= postCount) break;
    if (Date.now() > deadline)
      throw new Error(`the member's feed shows ${seen} of ${postCount} posts after 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { cookie: member.cookie, posts: postCount, images: postCount, authors: authors.length };
}
