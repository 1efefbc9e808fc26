import path from 'node:path';
import { expect, test } from '@playwright/test';
import { runCrashLoop } from '../../bench/faults/crash-loop';

// The short version of `npm run bench -- faults` (20 restarts): the built server and its embedded
// PostgreSQL killed with SIGKILL twice under a write load; nothing acknowledged may be lost. The
// load is measured in work, not time: each round writes until its share of `atLeast` is
// acknowledged (a slow host takes longer, and is killed under the same amount of work).
const atLeast = { acknowledged: 21, messages: 6 };

test('kill -9 under a write load loses nothing the server acknowledged', async () => {
  test.setTimeout(360_000);
  const result = await runCrashLoop({
    root: path.resolve(import.meta.dirname, '..', '..'),
    restarts: 2,
    loadMs: 1500,
    atLeast,
    maxLoadMs: 60_000,
    workers: 4,
    // Each round's figures, in the report of a failed run.
    log: (line) => console.log(line),
  });
  expect(result.restartsSucceeded).toBe(2);
  expect(result.acknowledged).toBeGreaterThanOrEqual(atLeast.acknowledged);
  expect(result.lost).toEqual([]);
  expect(result.counterMismatches).toEqual([]);
  // Messages: each acknowledged one stored exactly once, seqs 1…last_seq without gaps or repeats.
  expect(result.messages.acknowledged).toBeGreaterThanOrEqual(atLeast.messages);
  expect(result.messageProblems).toEqual([]);
  // Purchases and joins: paid means published (exactly once); durable effects all happened.
  expect(result.purchaseProblems).toEqual([]);
  expect(result.effectProblems).toEqual([]);
});

test('SIGTERM under load finishes what it acknowledged and closes sockets so that clients reconnect', async () => {
  test.setTimeout(180_000);
  const { spawn } = await import('node:child_process');
  const fs = await import('node:fs');
  const os = await import('node:os');
  const { io } = await import('socket.io-client');
  const root = path.resolve(import.meta.dirname, '..', '..');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aebro-sigterm-'));
  fs.chmodSync(dataDir, 0o755);
  const port = 3900 + Math.floor(Math.random() * 90);
  const base = `http://127.0.0.1:${port}`;
  const start = async () => {
    const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: base,
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    await expect
      .poll(async () => (await fetch(`${base}/api/health`).catch(() => null))?.status, {
        timeout: 120_000,
      })
      .toBe(200);
    return child;
  };
  try {
    let server = await start();
    const email = `sigterm${Date.now()}@example.org`;
    await fetch(`${base}/api/v1/accounts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({
        accountType: 'community',
        fullName: 'Term Test',
        username: `sigterm${Date.now() % 100000}`,
        email,
        password: 'Selam2024!',
        language: 'en',
      }),
    });
    let link: string | undefined;
    await expect
      .poll(async () => {
        const box = (await (await fetch(`${base}/api/dev/mailbox`)).json()) as {
          messages: Array<{ to: string; text: string }>;
        };
        link = box.messages
          .find((message) => message.to === email)
          ?.text.match(/https?:\/\/\S+/)?.[0];
        return link;
      })
      .toBeTruthy();
    const cookie = (await fetch(link ?? '', { redirect: 'manual' })).headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

    const socket = io(base, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: { cookie },
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    const reason = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    // Writes in flight when SIGTERM comes: each is either acknowledged (and kept) or refused.
    const writes = Array.from({ length: 30 }, (_, index) =>
      fetch(`${base}/api/v1/posts`, {
        method: 'POST',
        headers: { cookie, origin: base, 'content-type': 'application/json' },
        body: JSON.stringify({ body: `in flight ${index}` }),
      }).then(
        async (response) => ({
          status: response.status,
          id: response.status === 201 ? ((await response.json()) as { id: string }).id : null,
        }),
        () => ({ status: 0, id: null }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 15));
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    const answers = await Promise.all(writes);
    expect(await exited).toBe(0);
    // A reason on which Socket.IO clients reconnect (not "io server disconnect").
    expect(await reason).toBe('transport close');
    socket.close();
    expect(answers.every((answer) => [0, 201, 503].includes(answer.status))).toBe(true);
    const acknowledged = answers.filter((answer) => answer.id).map((answer) => answer.id);
    expect(acknowledged.length).toBeGreaterThan(0);

    server = await start();
    for (const id of acknowledged)
      expect((await fetch(`${base}/api/v1/posts/${id}`, { headers: { cookie } })).status).toBe(200);
    const stopped = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await stopped;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
