import { spawn, type ChildProcess } from 'node:child_process';
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
 * conversation's seqs must run 1…last_seq without gaps or repeats.
 */
export interface CrashLoopOptions {
  /** The repository (or a staged build) with apps/server/dist/main.js. */
  root: string;
  restarts: number;
  /** How long each round of writes lasts before the kill, in milliseconds. */
  loadMs?: number;
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
    for (let attempt = 0; attempt < 100; attempt += 1) {
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

  const load = async (members: Member[], until: number): Promise<void> => {
    const pick = <T>(items: readonly T[]): T =>
      items[Math.floor(Math.random() * items.length)] as T;
    const worker = async (): Promise<void> => {
      while (Date.now() < until) {
        const me = pick(members);
        const postIds = [...posts.keys()];
        const roll = Math.random();
        try {
          if (roll >= 0.75 && conversationIds.length > 0) {
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
              body: `crash ${Date.now()}`,
              audience: 'public',
              imageKeys: [],
            });
            if (response.status === 201)
              posts.set(((await response.json()) as { id: string }).id, me);
          } else if (roll < 0.5) {
            const postId = pick(postIds);
            const response = await call(me, 'POST', `/api/v1/posts/${postId}/comments`, {
              body: 'crash comment',
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
        union all select 'post ' || p.id || ' comments' from posts p where p.comments_count <> (select count(*) from post_comments c where c.post_id = p.id)
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
    for (let round = 1; round <= options.restarts; round += 1) {
      await load(members, Date.now() + (options.loadMs ?? 1500) * (0.6 + Math.random() * 0.8));
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
        `round ${round}: restarted in ${Date.now() - killedAt} ms; ${posts.size} posts, ${comments.size} comments, ${likes.size} likes, ${follows.size} follows, ${messages.size} messages acknowledged so far (${result.messages.resent} sends repeated after kills); lost ${result.lost.length}, counters off ${result.counterMismatches.length}, message problems ${result.messageProblems.length}`,
      );
    }
    result.acknowledged = posts.size + comments.size + likes.size + follows.size + messages.size;
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
