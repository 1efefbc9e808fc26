import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { createVerifiedMember, get, post, type TestUser } from '../test/accounts';
import { connectSocket, listen, nextEvent, type ClientSocket } from '../test/sockets';
import { createTestApp, type TestApp } from '../test/test-app';
import getPort from 'get-port';

/**
 * Redis goes away under two server processes and comes back: requests keep working (rate limits
 * let them through, presence reads offline), and realtime across the processes resumes by itself
 * within 5 s of its return; a message sent during the outage reaches its recipient through the
 * catch-up. It needs Debian's redis-server (which .ci/run installs).
 */
const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;
const sockets: ClientSocket[] = [];
afterAll(() => {
  for (const socket of sockets) socket.disconnect();
});

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (
      spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' }).stdout.trim() ===
      'PONG'
    )
      return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('redis-server did not start');
}

const stopRedis = (child: ChildProcess) =>
  new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGKILL');
  });

describe.runIf(hasRedisServer)('a Redis outage', () => {
  it('degrades as documented, and realtime across processes comes back by itself', async () => {
    const port = await getPort({ host: '127.0.0.1' });
    let redis = await startRedis(port);
    const env = { REDIS_URL: `redis://127.0.0.1:${port}` };
    const one: TestApp = await createTestApp(env);
    const two: TestApp = await createTestApp(env, { sameDatabaseAs: one });
    try {
      const [a, b]: [TestUser, TestUser] = await Promise.all([
        createVerifiedMember(one.app),
        createVerifiedMember(one.app),
      ]);
      const { socket, error } = await connectSocket(await listen(two.app), a.jar.header());
      sockets.push(socket);
      expect(error).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 300));

      await stopRedis(redis);
      // Requests work: rate limits let them through, presence says nobody is online.
      expect((await post(one.app, '/api/v1/me/presence', { online: true }, b.jar)).statusCode).toBe(
        204,
      );
      const profile = (await get(one.app, `/api/v1/profiles/${b.id}`, a.jar)).json();
      expect(profile.online).toBe(false);
      expect(
        (
          await one.app.inject({
            method: 'PUT',
            url: `/api/v1/profiles/${a.id}/follow`,
            headers: { cookie: b.jar.header() },
          })
        ).statusCode,
      ).toBe(200);
      // A message sent while Redis is away is acknowledged, and reaches its recipient afterwards
      // through the catch-up (the socket of another process may have missed it).
      const conversation = (
        await post(one.app, '/api/v1/conversations', { userId: a.id }, b.jar)
      ).json<{ id: string }>();
      const sent = await post(
        one.app,
        `/api/v1/conversations/${conversation.id}/messages`,
        { clientId: 'during-the-outage', body: 'Sent while Redis was away' },
        b.jar,
      );
      expect(sent.statusCode, sent.body).toBeLessThan(300);

      redis = await startRedis(port);
      const back = Date.now();
      // Within 5 s a notification raised on one process reaches the socket on the other again.
      let delivered = false;
      while (!delivered && Date.now() - back < 5000) {
        const received = nextEvent(socket, 'notifications:changed', 500).then(
          () => true,
          () => false,
        );
        await post(one.app, '/api/v1/notifications/read-all', {}, a.jar);
        delivered = await received;
      }
      expect(delivered).toBe(true);
      expect(Date.now() - back).toBeLessThan(5000);
      const caughtUp = await get(
        two.app,
        `/api/v1/conversations/${conversation.id}/messages?after=0`,
        a.jar,
      );
      expect(caughtUp.statusCode).toBe(200);
      expect(
        caughtUp.json<{ items: Array<{ body: string }> }>().items.map((item) => item.body),
      ).toEqual(['Sent while Redis was away']);
    } finally {
      await two.close();
      await one.close();
      await stopRedis(redis);
    }
  }, 60_000);
});
