import pg from 'pg';
import sharp from 'sharp';
import { sessionCookie } from '../common/auth';

export interface SignedInSeed {
  /** The member whose screens are measured: follows the authors, their feed has `posts` posts. */
  cookie: string;
  posts: number;
  images: number;
  authors: number;
  /** What the app's areas show the member (issue 35): ids of the seeded things. */
  areas: AreaSeed;
}

export interface AreaSeed {
  /** A public community of all the benchmark users, with `communityPosts` posts. */
  communityId: string;
  communityPosts: number;
  communityMembers: number;
  /** A public, upcoming (tomorrow evening), published event in that community; the member goes. */
  eventId: string;
  /** The member's conversation with the first author, `messages` messages long. */
  conversationId: string;
  messages: number;
  /** A service listed by the second author (registered as a business). */
  serviceId: string;
}

/** The server's own address, and the site's public origin (the front's when one is in front). */
export interface SeedServer {
  url: string;
  origin: string;
}

interface SeedUser {
  id: string;
  cookie: string;
}

const authorCount = 4;

/** Verified users with complete profiles and a live session each, written straight into the database. */
async function createUsers(
  databaseUrl: string,
  secret: string,
  publicOrigin: string,
): Promise<SeedUser[]> {
  const secure = publicOrigin.startsWith('https:');
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
    return rows.rows.map((row) => ({
      id: row.id,
      cookie: sessionCookie(secret, row.token, secure),
    }));
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
  server: SeedServer,
  user: SeedUser,
  path: string,
  init: { method: string; body?: FormData; json?: unknown },
): Promise<unknown> {
  const headers: Record<string, string> = { cookie: user.cookie, origin: server.origin };
  let body: FormData | string | undefined = init.body;
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  }
  const response = await fetch(`${server.url}${path}`, { method: init.method, headers, body });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`${init.method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/** A wall-clock time `days` from now at `hour`:00 in `timeZone` ("YYYY-MM-DDTHH:mm"), as forms send it. */
function localIn(days: number, hour: number, timeZone: string): string {
  const date = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * 24 * 60 * 60_000));
  return `${date}T${String(hour).padStart(2, '0')}:00`;
}

/**
 * The things the member's areas list, made through the API as the app makes them (its rules run:
 * the community's admin, the event's paid creation fee, the business registration, message requests):
 * a public community everyone joined with a few posts, an upcoming public event in it that the member
 * goes to, a service, and a conversation of a few messages each way.
 */
async function seedAreas(
  server: SeedServer,
  member: SeedUser,
  authors: SeedUser[],
): Promise<AreaSeed> {
  const [host, business = host] = authors;
  if (!host || !business) throw new Error('the area seed needs an author');
  const community = (await api(server, host, '/api/v1/communities', {
    method: 'POST',
    json: {
      name: 'Bench Habesha Neighbours',
      description:
        'Neighbours from Addis, Asmara and everywhere between: news, help and gatherings in the city.',
      privacy: 'public',
    },
  })) as { id: string };
  for (const user of [member, ...authors.filter((a) => a !== host)])
    await api(server, user, `/api/v1/communities/${community.id}/membership`, {
      method: 'PUT',
      json: {},
    });
  const communityPosts = 4;
  for (let i = 0; i < communityPosts; i++) {
    const author = authors[i % authors.length] ?? host;
    await api(server, author, '/api/v1/posts', {
      method: 'POST',
      json: {
        body: `Community note ${i + 1}: who can help with rides to the coffee ceremony on Saturday? Reply here.`,
        audience: 'community',
        communityId: community.id,
      },
    });
  }

  const timeZone = 'America/New_York';
  const created = (await api(server, host, '/api/v1/events', {
    method: 'POST',
    json: {
      title: 'Coffee ceremony and conversation',
      description: 'An evening of buna, stories and music, open to all neighbours.',
      category: 'community_culture',
      online: false,
      city: 'washington-dc',
      address: '1234 U Street NW',
      startsAt: localIn(1, 18, timeZone),
      endsAt: localIn(1, 21, timeZone),
      timeZone,
      communityId: community.id,
    },
  })) as { event: { id: string }; checkout: { checkoutUrl: string } };
  // The creation fee, paid in the built-in test checkout: the event is published.
  const sessionId = created.checkout.checkoutUrl.split('/').pop() ?? '';
  await api(server, host, `/api/v1/test-checkout/${sessionId}/pay`, {
    method: 'POST',
    json: { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
  });
  const eventId = created.event.id;
  for (let attempt = 0; ; attempt++) {
    const event = (await api(server, member, `/api/v1/events/${eventId}`, {
      method: 'GET',
    })) as { status?: string };
    if (event.status === 'published') break;
    if (attempt >= 60) throw new Error(`the event is still ${String(event.status)} after 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await api(server, member, `/api/v1/events/${eventId}/rsvp`, {
    method: 'PUT',
    json: { status: 'going' },
  });

  await api(server, business, '/api/v1/me/business-registration', {
    method: 'POST',
    json: {
      businessName: 'Bench Injera Catering',
      businessCategory: 'coffee_shop',
      location: 'Washington DC',
      businessEmail: 'catering@bench.aebro.test',
      bio: 'Injera, wot and buna for weddings and holidays.',
    },
  });
  const service = (await api(server, business, '/api/v1/services', {
    method: 'POST',
    json: {
      title: 'Coffee ceremony catering',
      category: 'coffee_shop',
      description:
        'A full coffee ceremony with roasting, jebena and popcorn for your gathering of up to 60 guests.',
      city: 'washington-dc',
      price: { kind: 'ask' },
      languages: ['am', 'en'],
    },
  })) as { id: string };

  const conversation = (await api(server, member, '/api/v1/conversations', {
    method: 'POST',
    json: { userId: host.id },
  })) as { id: string };
  const lines: [SeedUser, string][] = [
    [member, 'Selam! Are you going to the coffee ceremony tomorrow?'],
    [host, 'Yes, I am hosting it. Can you bring the popcorn?'],
    [member, 'Of course. What time should I come to help set up?'],
    [host, 'Around five would be great. Thank you!'],
    [member, 'See you then.'],
  ];
  for (const [i, [from, body]] of lines.entries()) {
    // The first message is a request to the host until they accept it (idempotent afterwards).
    if (from === host)
      await api(server, host, `/api/v1/conversations/${conversation.id}/request`, {
        method: 'PUT',
      });
    await api(server, from, `/api/v1/conversations/${conversation.id}/messages`, {
      method: 'POST',
      json: { clientId: `bench-${i}`, body },
    });
  }
  return {
    communityId: community.id,
    communityPosts,
    communityMembers: authors.length + 1,
    eventId,
    conversationId: conversation.id,
    messages: lines.length,
    serviceId: service.id,
  };
}

/**
 * A member who follows four authors whose 20 posts each carry a photo, all made through the API
 * (upload, post, follow) as the app does, so that whatever builds the home feed sees them; and
 * what the other areas show them (`seedAreas`).
 */
export async function seedSignedIn(
  server: SeedServer,
  databaseUrl: string,
  secret: string,
  postCount = 20,
): Promise<SignedInSeed> {
  const [member, ...authors] = await createUsers(databaseUrl, secret, server.origin);
  if (!member || authors.length === 0) throw new Error('could not create the benchmark users');
  for (const author of authors)
    await api(server, member, `/api/v1/profiles/${author.id}/follow`, { method: 'PUT' });
  // Before the photo posts, so that those stay the newest: the feed's first page is theirs.
  const areas = await seedAreas(server, member, authors);
  for (let i = 0; i < postCount; i++) {
    const author = authors[i % authors.length];
    if (!author) continue;
    const form = new FormData();
    form.append('file', new Blob([await photo(i + 1)], { type: 'image/jpeg' }), `photo-${i}.jpg`);
    const upload = (await api(server, author, '/api/v1/media/images', {
      method: 'POST',
      body: form,
    })) as { key: string };
    await api(server, author, '/api/v1/posts', {
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
    const feed = (await api(server, member, '/api/v1/feed', { method: 'GET' })) as {
      items?: unknown[];
    };
    // Only the photo posts count: the community's posts may be in the feed too.
    const seen = (feed.items ?? []).filter((item) =>
      JSON.stringify(item).includes('Selam everyone!'),
    ).length;
    if (seen >= postCount) break;
    if (Date.now() > deadline)
      throw new Error(`the member's feed shows ${seen} of ${postCount} posts after 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    cookie: member.cookie,
    posts: postCount,
    images: postCount,
    authors: authors.length,
    areas,
  };
}
