import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userNotifications } from '../../db/schema/notifications';
import { createVerifiedMember, post, type TestUser } from '../../test/accounts';
import { connectSocket, listen, nextEvent, type ClientSocket } from '../../test/sockets';
import { createTestApp, type TestApp, settle } from '../../test/test-app';

let t: TestApp;
let baseUrl: string;
let almaz: TestUser;
let dawit: TestUser;
const sockets: ClientSocket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t.app);
  [almaz, dawit] = await Promise.all([createVerifiedMember(t.app), createVerifiedMember(t.app)]);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

async function connect(
  user: TestUser | null,
  url = baseUrl,
): Promise<{ socket: ClientSocket; error: string | null }> {
  const result = await connectSocket(url, user ? user.jar.header() : null);
  sockets.push(result.socket);
  return result;
}

const follow = (actor: TestUser, target: TestUser, app = t) =>
  app.app.inject({
    method: 'PUT',
    url: `/api/v1/profiles/${target.id}/follow`,
    headers: { cookie: actor.jar.header() },
  });

describe('realtime', () => {
  it('refuses a socket without a session', async () => {
    const { error } = await connect(null);
    expect(error).toBe('unauthenticated');
  });

  it("delivers a follow to the target's socket, marks it delivered in-app, and never to anyone else", async () => {
    const { socket: almazSocket, error } = await connect(almaz);
    expect(error).toBeNull();
    const { socket: dawitSocket } = await connect(dawit);
    let leaked = 0;
    dawitSocket.on('notification:new', () => {
      leaked += 1;
    });
    // Asking for someone else's room is refused, whatever the name.
    const rooms = [
      `user:${almaz.id}`,
      `session:${almaz.id}`,
      'nonsense',
      `post:${'x'.repeat(200)}`,
    ];
    for (const [index, room] of rooms.entries()) {
      // At most 3 events a second: pause before the fourth.
      if (index === 3) await new Promise((resolve) => setTimeout(resolve, 1100));
      const result = await dawitSocket.emitWithAck('room:join', room);
      expect(result, room).toEqual({ ok: false, error: 'invalid' });
    }

    const received = nextEvent(almazSocket, 'notification:new');
    expect((await follow(dawit, almaz)).statusCode).toBe(200);
    const [notification] = await received;
    expect(notification).toMatchObject({ type: 'follow', data: { actor_id: dawit.id } });
    await settle(t.app);
    const [row] = await t.app.platform.db
      .select()
      .from(userNotifications)
      .where(eq(userNotifications.id, notification.id));
    expect(row?.pushDeliveryStatus).toBe('not_needed');
    // Issue 39: the process that wrote it holds her socket, so no delivery job was queued for it.
    const deliveryJobs = await t.app.platform.db.execute<{ count: number }>(
      sql`select count(*)::int as count from pgboss.job
           where name = 'events.effect' and data->>'subscriber' = 'notifications.deliver'
             and data->'payload'->'notification'->>'id' = ${notification.id}`,
    );
    expect(deliveryJobs.rows[0]?.count).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(leaked).toBe(0);
  });

  it('keeps nothing of the upgrade request once a socket is in (issue 39: memory per socket)', async () => {
    const { socket, error } = await connect(almaz);
    expect(error).toBeNull();
    const [server] = (await t.app.realtime.io.in(`user:${almaz.id}`).fetchSockets()).filter(
      (one) => one.id === socket.id,
    );
    expect(server?.data.id).toBe(almaz.id);
    expect(server?.handshake.headers).toEqual({});
    // It still works as a socket: a room it may join, and its own notifications.
    const heard = nextEvent(socket, 'notification:new');
    expect((await follow(await createVerifiedMember(t.app), almaz)).statusCode).toBeLessThan(300);
    await settle(t.app);
    expect((await heard)[0]).toMatchObject({ type: 'follow' });
  });

  it('drops events beyond 3 per second', async () => {
    const { socket } = await connect(almaz);
    const limited = nextEvent(socket, 'rate-limited');
    for (let index = 0; index < 3; index += 1) socket.emit('typing', { room: 'conversation:1' });
    const ack = await socket.emitWithAck('room:join', 'post:1');
    expect(ack).toEqual({ ok: false, error: 'rate-limited' });
    await expect(limited).resolves.toEqual([]);
  });

  it('closes the sockets of a session that signs out, and keeps the others', async () => {
    const other = await createVerifiedMember(t.app);
    const { CookieJar } = await import('../../test/accounts');
    const secondDevice = new CookieJar();
    await post(
      t.app,
      '/api/auth/sign-in/email',
      { email: other.email, password: other.password },
      secondDevice,
    );
    const { socket: first } = await connect(other);
    const second = await connectSocket(baseUrl, secondDevice.header());
    sockets.push(second.socket);
    const closed = new Promise<string>((resolve) =>
      first.once('disconnect', (reason) => resolve(reason)),
    );
    expect((await post(t.app, '/api/auth/sign-out', {}, other.jar)).statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(second.socket.connected).toBe(true);
  });
});

// CI sets TEST_REDIS_URL to its Redis service (.ci/run); a machine without Redis runs the rest.
describe.runIf(process.env.TEST_REDIS_URL)('realtime across two processes (Redis adapter)', () => {
  it('delivers an event raised on instance 1 to a socket connected to instance 2', async () => {
    const env = { REDIS_URL: process.env.TEST_REDIS_URL ?? '' };
    const one = await createTestApp(env);
    const two = await createTestApp(env, { sameDatabaseAs: one });
    try {
      const [a, b] = await Promise.all([
        createVerifiedMember(one.app),
        createVerifiedMember(one.app),
      ]);
      const onTwo = await connectSocket(await listen(two.app), a.jar.header());
      sockets.push(onTwo.socket);
      expect(onTwo.error).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const received = nextEvent(onTwo.socket, 'notification:new', 5000);
      expect((await follow(b, a, one)).statusCode).toBe(200);
      const [notification] = await received;
      expect(notification).toMatchObject({ type: 'follow', data: { actor_id: b.id } });
    } finally {
      await two.close();
      await one.close();
    }
  });
});
