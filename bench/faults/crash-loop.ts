import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * kill -9 of the server and of its embedded PostgreSQL under a write load (posts, comments, likes,
 * follows, direct messages), again and again on the same DATA_DIR: every write the server
 * acknowledged with a 2xx must be there after the restart, every counter must equal the rows it
 * counts, every acknowledged message must be stored exactly once (a send cut off by the kill is
 * sent again after the restart with its client id, as the browser's outbox does), and each
 * conversation's seqs must run 1…last_seq without gaps or repeats. Purchases (an event's
 * creation fee through the test checkout, sometimes with a second checkout that replaces the
 * first) must each end paid with the event published, or refunded, never paid without the event,
 * and every published event's organiser is told once (a durable effect); joins and leaves of a
 * community must hold, with its chat following its membership (another durable effect).
 */
export interface CrashLoopOptions {
  /** The repository (or a staged build) with apps/server/dist/main.js. */
  root: string;
  restarts: number;
  /** How long each round of writes lasts before the kill, in milliseconds. */
  loadMs?: number;
  /**
   * Work the whole run must have acknowledged, whatever the host's speed: each round's load goes on
   * past `loadMs` until its share (round / restarts of these totals) is reached, within `maxLoadMs`.
   * A slow host then kills the server under as much work as a fast one, only later.
   */
  atLeast?: { acknowledged?: number; messages?: number };
  /** A round's load never lasts longer than this (default 60 s), enough reached or not. */
  maxLoadMs?: number;
  workers?: number;
  log?: (line: string) => void;
}

export interface CrashLoopResult {
  restarts: number;
  restartsSucceeded: number;
  acknowledged: number;
  lost: string[];
  counterMismatches: string[];
  /** Messages acknowledged (each a distinct client id), of them sent again after a kill. */
  messages: { acknowledged: number; resent: number };
  /** Messages stored twice, or conversations whose seqs have gaps or repeats. */
  messageProblems: string[];
  /** From the kill to a healthy server, per restart (ms). */
  recoveryMs: number[];
  /** Purchases answered "paid"; all payments at the end by status (the kills cut some off). */
  purchases: { acknowledged: number; byStatus: Record<string, number> };
  /** A purchase paid without its effect, paid twice, or an acknowledged one that is not paid. */
  purchaseProblems: string[];
  /** Joins and leaves answered; community members and chat members that differ. */
  joins: { acknowledged: number };
  effectProblems: string[];
}

interface Member {
  id: string;
  cookie: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The embedded cluster's folder: DATA_DIR/pg, or where DATA_DIR/pg-location points. */
function clusterDirOf(dataDir: string): string {
  const pointer = path.join(dataDir, 'pg-location');
  return fs.existsSync(pointer)
    ? fs.readFileSync(pointer, 'utf8').trim()
    : path.join(dataDir, 'pg');
}

export async function runCrashLoop(options: CrashLoopOptions): Promise<CrashLoopResult> {
  const log = options.log ?? (() => undefined);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aebro-crash-'));
  fs.chmodSync(dataDir, 0o755);
  const port = 3700 + Math.floor(Math.random() * 200);
  const base = `http://127.0.0.1:${port}`;
  const main = path.join(options.root, 'apps', 'server', 'dist', 'main.js');
  let server: ChildProcess | null = null;
  const result: CrashLoopResult = {
    restarts: options.restarts,
    restartsSucceeded: 0,
    acknowledged: 0,
    lost: [],
    counterMismatches: [],
    messages: { acknowledged: 0, resent: 0 },
    messageProblems: [],
    recoveryMs: [],
    purchases: { acknowledged: 0, byStatus: {} },
    purchaseProblems: [],
    joins: { acknowledged: 0 },
    effectProblems: [],
  };

  const start = async (): Promise<void> => {
    server = spawn(process.execPath, [main], {
      cwd: options.root,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: base,
        LOG_LEVEL: 'warn',
        TRUST_PROXY: 'true',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    server.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if (server.exitCode !== null) throw new Error(`the server exited: ${stderr.slice(-500)}`);
      try {
        if ((await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(1000) })).ok) return;
      } catch {
        // not yet
      }
      await sleep(100);
    }
    throw new Error(`the server did not become healthy: ${stderr.slice(-500)}`);
  };

  const call = async (member: Member | null, method: string, url: string, body?: unknown) =>
    await fetch(`${base}${url}`, {
      method,
      headers: {
        origin: base,
        ...(member ? { cookie: member.cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });

  let addresses = 0;
  const signUp = async (name: string): Promise<Member> => {
    const username = `${name}${Date.now().toString(36)}${addresses}`;
    const email = `${username}@example.org`;
    addresses += 1;
    const created = await fetch(`${base}/api/v1/accounts`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: base,
        'x-forwarded-for': `10.77.0.${addresses}`,
      },
      body: JSON.stringify({
        accountType: 'community',
        fullName: `Crash ${name}`,
        username,
        email,
        password: 'Selam2024!',
        language: 'en',
      }),
    });
    if (created.status !== 201)
      throw new Error(`sign-up: ${created.status} ${await created.text()}`);
    // The e-mail is a job of its own after the answer: on a slow host it may take some seconds.
    for (let attempt = 0; attempt < 300; attempt += 1) {
      const box = (await (await fetch(`${base}/api/dev/mailbox`)).json()) as {
        messages: Array<{ to: string; text: string }>;
      };
      const link = box.messages
        .find((message) => message.to === email)
        ?.text.match(/https?:\/\/\S+/)?.[0];
      if (link) {
        const verified = await fetch(link, { redirect: 'manual' });
        const cookie = verified.headers
          .getSetCookie()
          .map((value) => value.split(';')[0])
          .join('; ');
        const session = (await (
          await call({ id: '', cookie }, 'GET', '/api/v1/session')
        ).json()) as { user: { id: string } };
        return { id: session.user.id, cookie };
      }
      await sleep(100);
    }
    throw new Error('no verification e-mail');
  };

  // What the server acknowledged, to be found after every restart.
  const purchases = new Map<string, { paymentId: string; eventId: string }>();
  const memberships = new Map<string, boolean>();
  let communityId = '';
  const posts = new Map<string, Member>();
  const comments = new Map<string, string>();
  const likes = new Map<string, boolean>();
  let follows = new Set<string>();
  // Messages: acknowledged ones by client id (with the id the server answered), and sends the
  // kill cut off, to send again with the same client id after the restart.
  const conversationIds: string[] = [];
  const messages = new Map<string, { id: string; conversationId: string }>();
  const unanswered = new Map<string, { member: Member; conversationId: string; body: string }>();
  let sentCount = 0;
  const sendMessage = async (
    member: Member,
    conversationId: string,
    clientId: string,
    body: string,
  ): Promise<void> => {
    unanswered.set(clientId, { member, conversationId, body });
    const response = await call(
      member,
      'POST',
      `/api/v1/conversations/${conversationId}/messages`,
      {
        clientId,
        body,
      },
    );
    if (response.status === 201) {
      const { id } = (await response.json()) as { id: string };
      const earlier = messages.get(clientId);
      if (earlier && earlier.id !== id)
        result.messageProblems.push(`client id ${clientId} answered ${earlier.id}, then ${id}`);
      messages.set(clientId, { id, conversationId });
      unanswered.delete(clientId);
    } else if (response.status !== 503 && response.status !== 429) {
      // Refused for good (not busy, not too fast): nothing to send again.
      unanswered.delete(clientId);
    }
  };

  let purchaseCount = 0;
  /** A draft event and its creation fee through the test checkout; now and then the first
   * checkout is replaced by a second before paying, and the first one is tried too. */
  const purchase = async (me: Member): Promise<void> => {
    purchaseCount += 1;
    const created = await call(me, 'POST', '/api/v1/events', {
      title: `Crash coffee ${purchaseCount}`,
      description: 'Paid for while the server is killed.',
      category: 'community_culture',
      online: true,
      city: null,
      address: '',
      onlineUrl: 'https://meet.example.org/crash',
      startsAt: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 16),
      endsAt: new Date(Date.now() + 3 * 86_400_000 + 7_200_000).toISOString().slice(0, 16),
      timeZone: 'UTC',
      capacity: null,
      coverKey: null,
      communityId: null,
    });
    if (created.status !== 201) return;
    const { event, checkout } = (await created.json()) as {
      event: { id: string };
      checkout: { paymentId: string; checkoutUrl: string };
    };
    let open = checkout;
    if (Math.random() < 0.4) {
      const again = await call(me, 'POST', `/api/v1/events/${event.id}/checkout`);
      if (again.status !== 201) return;
      open = (await again.json()) as typeof checkout;
      // The replaced checkout must not take money.
      const old = await call(
        me,
        'POST',
        `/api/v1/test-checkout/${checkout.checkoutUrl.split('/').pop() ?? ''}/pay`,
        { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
      );
      if (old.status === 200)
        result.purchaseProblems.push(`a replaced checkout of event ${event.id} took a payment`);
    }
    const paid = await call(
      me,
      'POST',
      `/api/v1/test-checkout/${open.checkoutUrl.split('/').pop() ?? ''}/pay`,
      { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
    );
    if (paid.status === 200 && ((await paid.json()) as { status: string }).status === 'paid')
      purchases.set(open.paymentId, { paymentId: open.paymentId, eventId: event.id });
  };

  const kill = async (): Promise<void> => {
    const pidFile = path.join(clusterDirOf(dataDir), 'postmaster.pid');
    const postgresPid = fs.existsSync(pidFile)
      ? Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0])
      : 0;
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server?.kill('SIGKILL');
    if (postgresPid > 0) {
      try {
        process.kill(postgresPid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    await exited;
    // The postmaster's children notice its death and leave; give them a moment.
    await sleep(300);
  };

  const acknowledgedSoFar = (): number =>
    posts.size +
    comments.size +
    likes.size +
    follows.size +
    messages.size +
    purchases.size +
    result.joins.acknowledged;

  /** Whether the work acknowledged so far is this round's share of `atLeast`. */
  const enoughFor = (round: number): boolean => {
    const share = (total = 0): number => Math.ceil((total * round) / options.restarts);
    return (
      acknowledgedSoFar() >= share(options.atLeast?.acknowledged) &&
      messages.size >= share(options.atLeast?.messages)
    );
  };

  const load = async (members: Member[], until: number, enough: () => boolean): Promise<void> => {
    const cap = Date.now() + (options.maxLoadMs ?? 60_000);
    const pick = <T>(items: readonly T[]): T =>
      items[Math.floor(Math.random() * items.length)] as T;
    const worker = async (): Promise<void> => {
      while ((Date.now() < until || !enough()) && Date.now() < cap) {
        const me = pick(members);
        const postIds = [...posts.keys()];
        const roll = Math.random();
        try {
          if (roll >= 0.93) {
            await purchase(me);
          } else if (roll >= 0.87 && communityId) {
            const join = !memberships.get(me.id);
            const response = await call(
              me,
              join ? 'PUT' : 'DELETE',
              `/api/v1/communities/${communityId}/membership`,
              join ? {} : undefined,
            );
            if (response.ok) {
              memberships.set(me.id, join);
              result.joins.acknowledged += 1;
            }
          } else if (roll >= 0.75 && conversationIds.length > 0) {
            const conversationId = pick(conversationIds);
            sentCount += 1;
            await sendMessage(
              me,
              conversationId,
              `crash-${Date.now().toString(36)}-${sentCount}`,
              `crash message ${sentCount}`,
            );
          } else if (roll < 0.3 || postIds.length === 0) {
            const response = await call(me, 'POST', '/api/v1/posts', {
              body: `crash ${randomUUID()}`,
              audience: 'public',
              imageKeys: [],
            });
            if (response.status === 201)
              posts.set(((await response.json()) as { id: string }).id, me);
          } else if (roll < 0.5) {
            const postId = pick(postIds);
            const response = await call(me, 'POST', `/api/v1/posts/${postId}/comments`, {
              // Each in its own words: the same text a third time in ten minutes is held (issue 37).
              body: `crash comment ${randomUUID()}`,
            });
            if (response.status === 201)
              comments.set(((await response.json()) as { id: string }).id, postId);
          } else if (roll < 0.68) {
            const postId = pick(postIds);
            const on = Math.random() < 0.7;
            const response = await call(me, on ? 'PUT' : 'DELETE', `/api/v1/posts/${postId}/like`);
            if (response.ok) likes.set(`${postId}|${me.id}`, on);
          } else {
            const other = pick(members.filter((member) => member !== me));
            const on = Math.random() < 0.7;
            const response = await call(
              me,
              on ? 'PUT' : 'DELETE',
              `/api/v1/profiles/${other.id}/follow`,
            );
            if (response.ok) {
              const key = `${me.id}|${other.id}`;
              follows = new Set(follows);
              if (on) follows.add(key);
              else follows.delete(key);
            }
          }
        } catch {
          // The kill came mid-request: unacknowledged, so nothing to find.
          return;
        }
      }
    };
    await Promise.all(Array.from({ length: options.workers ?? 6 }, worker));
  };

  const check = async (members: Member[], round: number): Promise<void> => {
    const byId = new Map(members.map((member) => [member.id, member]));
    for (const [postId, author] of posts)
      if ((await call(author, 'GET', `/api/v1/posts/${postId}`)).status !== 200)
        result.lost.push(`round ${round}: post ${postId}`);
    for (const [key, on] of likes) {
      const [postId = '', userId = ''] = key.split('|');
      const response = await call(byId.get(userId) ?? null, 'GET', `/api/v1/posts/${postId}`);
      const liked =
        response.ok && ((await response.json()) as { viewer: { liked: boolean } }).viewer.liked;
      if (liked !== on)
        result.lost.push(`round ${round}: ${on ? 'like' : 'unlike'} of ${postId} by ${userId}`);
    }
    const secrets = JSON.parse(fs.readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as {
      embeddedDbPassword: string;
    };
    const pgPort = fs
      .readFileSync(path.join(clusterDirOf(dataDir), 'postmaster.pid'), 'utf8')
      .split('\n')[3];
    const client = new pg.Client({
      connectionString: `postgres://postgres:${encodeURIComponent(secrets.embeddedDbPassword)}@127.0.0.1:${pgPort}/aebro`,
    });
    await client.connect();
    try {
      const found = new Set(
        (await client.query<{ id: string }>('select id from post_comments')).rows.map(
          (row) => row.id,
        ),
      );
      for (const id of comments.keys())
        if (!found.has(id)) result.lost.push(`round ${round}: comment ${id}`);
      const followRows = new Set(
        (
          await client.query<{ k: string }>(
            "select follower_id || '|' || following_id as k from follows",
          )
        ).rows.map((row) => row.k),
      );
      for (const key of follows)
        if (!followRows.has(key)) result.lost.push(`round ${round}: follow ${key}`);
      const mismatches = await client.query<{ what: string }>(`
        select 'post ' || p.id || ' likes' as what from posts p where p.likes_count <> (select count(*) from post_likes l where l.post_id = p.id)
        union all select 'post ' || p.id || ' comments' from posts p where p.comments_count <> (select count(*) from post_comments c where c.post_id = p.id and c.held_at is null)
        union all select 'profile ' || f.id || ' followers' from profiles f where f.followers_count <> (select count(*) from follows w where w.following_id = f.id)
        union all select 'profile ' || f.id || ' posts' from profiles f where f.posts_count <> (select count(*) from posts q where q.author_id = f.id)`);
      for (const row of mismatches.rows)
        result.counterMismatches.push(`round ${round}: ${row.what}`);

      const stored = new Map(
        (
          await client.query<{ id: string; client_id: string }>(
            'select id, client_id from messages',
          )
        ).rows.map((row) => [row.client_id, row.id]),
      );
      for (const [clientId, { id }] of messages)
        if (stored.get(clientId) !== id)
          result.lost.push(`round ${round}: message ${id} (client id ${clientId})`);
      const twice = await client.query<{ client_id: string; n: number }>(
        'select client_id, count(*)::int as n from messages group by conversation_id, sender_id, client_id having count(*) > 1',
      );
      for (const row of twice.rows)
        result.messageProblems.push(
          `round ${round}: client id ${row.client_id} stored ${row.n} times`,
        );
      // seq 1…last_seq, each once: as many rows as last_seq, none above it, none twice.
      const seqs = await client.query<{
        id: string;
        last_seq: number;
        n: number;
        top: number;
        distinct_seqs: number;
      }>(`
        select c.id, c.last_seq, count(m.id)::int as n, coalesce(max(m.seq), 0) as top,
          count(distinct m.seq)::int as distinct_seqs
        from conversations c left join messages m on m.conversation_id = c.id
        group by c.id, c.last_seq
        having count(m.id) <> c.last_seq or coalesce(max(m.seq), 0) <> c.last_seq
          or count(distinct m.seq) <> count(m.id)`);
      for (const row of seqs.rows)
        result.messageProblems.push(
          `round ${round}: conversation ${row.id} has last_seq ${row.last_seq} but ${row.n} messages (${row.distinct_seqs} distinct seqs, highest ${row.top})`,
        );
      // Purchases: every acknowledged one paid with its event published; none paid without its
      // event anywhere (acknowledged or cut off); never two paid payments for one event.
      const paidRows = await client.query<{ id: string; reference_id: string; event: string }>(`
        select p.id, p.reference_id, coalesce(e.status, 'missing') as event from payments p
        left join events e on e.id::text = p.reference_id
        where p.kind = 'event_creation' and p.status = 'paid'`);
      const paidById = new Map(paidRows.rows.map((row) => [row.id, row]));
      for (const { paymentId, eventId } of purchases.values())
        if (!paidById.has(paymentId))
          result.purchaseProblems.push(
            `round ${round}: payment ${paymentId} of ${eventId} is not paid`,
          );
      const perEvent = new Map<string, number>();
      for (const row of paidRows.rows) {
        if (row.event !== 'published')
          result.purchaseProblems.push(
            `round ${round}: payment ${row.id} paid, event ${row.event}`,
          );
        perEvent.set(row.reference_id, (perEvent.get(row.reference_id) ?? 0) + 1);
      }
      for (const [eventId, count] of perEvent)
        if (count > 1)
          result.purchaseProblems.push(`round ${round}: event ${eventId} paid ${count} times`);

      // Durable effects, given a few seconds to run after the restart: each published event's
      // organiser told exactly once; the community's chat holds exactly its members.
      for (let attempt = 0; ; attempt += 1) {
        const untold = await client.query<{ id: string; n: number }>(`
          select e.id, count(n.id)::int as n from events e
          join payments p on p.reference_id = e.id::text and p.status = 'paid'
          left join user_notifications n on n.type = 'event_published'
            and n.user_id = e.organiser_id and n.data->>'event_id' = e.id::text
          group by e.id having count(n.id) <> 1`);
        const chat = await client.query<{ user_id: string; side: string }>(
          `
          (select m.user_id, 'community only' as side from community_members m
             where m.community_id = $1 except
           select cm.user_id, 'community only' from conversation_members cm
             join conversations c on c.id = cm.conversation_id where c.community_id = $1)
          union all
          (select cm.user_id, 'chat only' from conversation_members cm
             join conversations c on c.id = cm.conversation_id where c.community_id = $1 except
           select m.user_id, 'chat only' from community_members m where m.community_id = $1)`,
          [communityId],
        );
        if (untold.rows.length + chat.rows.length === 0) break;
        if (attempt >= 100) {
          for (const row of untold.rows)
            result.effectProblems.push(`round ${round}: event ${row.id} announced ${row.n} times`);
          for (const row of chat.rows)
            result.effectProblems.push(`round ${round}: ${row.user_id} in the ${row.side}`);
          break;
        }
        await sleep(100);
      }
      const members = new Set(
        (
          await client.query<{ user_id: string }>(
            'select user_id from community_members where community_id = $1',
            [communityId],
          )
        ).rows.map((row) => row.user_id),
      );
      for (const [userId, member] of memberships)
        if (members.has(userId) !== member)
          result.lost.push(`round ${round}: ${member ? 'join' : 'leave'} of ${userId}`);
      const statuses = await client.query<{ status: string; n: number }>(
        "select status, count(*)::int as n from payments where kind = 'event_creation' group by status",
      );
      result.purchases.byStatus = Object.fromEntries(
        statuses.rows.map((row) => [row.status, row.n]),
      );
    } finally {
      await client.end();
    }
  };

  try {
    log('starting (the first start sets up the embedded PostgreSQL)…');
    await start();
    const members = await Promise.all(['almaz', 'dawit', 'hana', 'yonas'].map(signUp));
    // Direct conversations between every pair (first messages land in Requests: nobody follows).
    for (const [i, from] of members.entries())
      for (const to of members.slice(i + 1)) {
        const response = await call(from, 'POST', '/api/v1/conversations', { userId: to.id });
        if (response.status !== 200)
          throw new Error(`open a conversation: ${response.status} ${await response.text()}`);
        conversationIds.push(((await response.json()) as { id: string }).id);
      }
    // A public community its creator runs; its chat made at once, so that joins must reach it.
    const community = await call(members[0] ?? null, 'POST', '/api/v1/communities', {
      name: `Crash club ${Date.now().toString(36)}`,
      description: 'Joined and left while the server is killed.',
      privacy: 'public',
    });
    if (community.status !== 201)
      throw new Error(`create a community: ${community.status} ${await community.text()}`);
    communityId = ((await community.json()) as { id: string }).id;
    memberships.set(members[0]?.id ?? '', true);
    const chat = await call(members[0] ?? null, 'GET', `/api/v1/communities/${communityId}/chat`);
    if (chat.status !== 200) throw new Error(`open the community chat: ${chat.status}`);
    for (let round = 1; round <= options.restarts; round += 1) {
      await load(members, Date.now() + (options.loadMs ?? 1500) * (0.6 + Math.random() * 0.8), () =>
        enoughFor(round),
      );
      const killedAt = Date.now();
      await kill();
      await start();
      result.recoveryMs.push(Date.now() - killedAt);
      result.restartsSucceeded += 1;
      // The outbox: what the kill cut off goes again, with its client id (stored at most once).
      for (const [clientId, { member, conversationId, body }] of [...unanswered]) {
        result.messages.resent += 1;
        await sendMessage(member, conversationId, clientId, body).catch(() => undefined);
      }
      await check(members, round);
      log(
        `round ${round}: restarted in ${Date.now() - killedAt} ms; ${posts.size} posts, ${comments.size} comments, ${likes.size} likes, ${follows.size} follows, ${messages.size} messages, ${purchases.size} purchases, ${result.joins.acknowledged} joins and leaves acknowledged so far (${result.messages.resent} sends repeated after kills); lost ${result.lost.length}, counters off ${result.counterMismatches.length}, message problems ${result.messageProblems.length}, purchase problems ${result.purchaseProblems.length}, effect problems ${result.effectProblems.length}`,
      );
    }
    result.acknowledged = acknowledgedSoFar();
    result.purchases.acknowledged = purchases.size;
    result.messages.acknowledged = messages.size;
    return result;
  } finally {
    const running = server as ChildProcess | null;
    if (running && running.exitCode === null) {
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      await Promise.race([exited, sleep(15_000)]);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
