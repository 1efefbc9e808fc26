import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CookieJar,
  createVerifiedMember,
  memberInput,
  post,
  type TestUser,
} from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Sessions are remembered in each process for a minute (platform/session-cache.ts); a sign-out, a
 * password change or a suspension handled by one process ends them in the others as soon as
 * they hear of it through Redis. Two server processes share the database and Redis here. Each session is first
 * read twice on the other process, so that this process answers it from memory; the checks then
 * send the cookie as it was before the change (as a stolen copy would be sent).
 */

// CI sets TEST_REDIS_URL to its Redis service (.ci/run); a machine without Redis runs the rest.
describe.runIf(process.env.TEST_REDIS_URL)('ending sessions across two processes (Redis)', () => {
  let one: TestApp;
  let two: TestApp;
  const adminEmail = `${memberInput().username as string}@example.org`;

  beforeAll(async () => {
    const env = { REDIS_URL: process.env.TEST_REDIS_URL ?? '', ADMIN_EMAILS: adminEmail };
    one = await createTestApp(env);
    two = await createTestApp(env, { sameDatabaseAs: one });
  });
  afterAll(async () => {
    await two.close();
    await one.close();
  });

  function send(app: FastifyInstance, url: string, cookie: string) {
    return app.inject({ method: 'GET', url, headers: { cookie } });
  }

  /** Whose session the cookie is, as the process sees it (null: nobody's). */
  async function whoOn(app: FastifyInstance, cookie: string): Promise<string | null> {
    const answer = await send(app, '/api/v1/session', cookie);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ user: { id: string } } | null>()?.user.id ?? null;
  }

  /**
   * Reads the session on `app` twice: the first answer comes from the database and is remembered,
   * the second from that process's memory (the tests fail when revocations are not published).
   */
  async function remembered(app: FastifyInstance, cookie: string, id: string): Promise<void> {
    expect(await whoOn(app, cookie)).toBe(id);
    expect(await whoOn(app, cookie)).toBe(id);
  }

  /**
   * The other process forgets a session when it reads the revocation from Redis, milliseconds after
   * the change (4–8 ms seen here, where both "processes" share one event loop and a request can be
   * served before the message is read; the process that made the change forgets it before it answers).
   */
  async function forgottenOn(app: FastifyInstance, cookie: string): Promise<void> {
    // Up to 10 s on a loaded host; the time it took is not what this test is about.
    await expect.poll(() => whoOn(app, cookie), { interval: 2, timeout: 10_000 }).toBeNull();
  }

  async function signInAgain(app: FastifyInstance, member: TestUser): Promise<string> {
    const jar = new CookieJar();
    const { email, password } = member;
    const signedIn = await post(app, '/api/auth/sign-in/email', { email, password }, jar);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    return jar.header();
  }

  it('a sign-out on one process ends the session on the other', async () => {
    const member = await createVerifiedMember(one.app);
    const cookie = member.jar.header();
    await remembered(two.app, cookie, member.id);
    expect((await send(two.app, '/api/v1/feed', cookie)).statusCode).toBe(200);

    expect((await post(one.app, '/api/auth/sign-out', {}, member.jar)).statusCode).toBe(200);
    const t0 = performance.now();
    const seen = [];
    for (let i = 0; i < 20; i++) {
      const w = await whoOn(two.app, cookie);
      seen.push([w === null, Math.round(performance.now() - t0)]);
      if (!w) break;
    }
    console.log('took', JSON.stringify(seen));
    expect((await send(two.app, '/api/v1/feed', cookie)).statusCode).toBe(401);
  });

  it('a password change ends the other sessions everywhere and keeps the one that made it', async () => {
    const member = await createVerifiedMember(one.app);
    const phone = await signInAgain(two.app, member);
    for (const app of [one.app, two.app]) await remembered(app, phone, member.id);
    await remembered(two.app, member.jar.header(), member.id);

    const changed = await post(
      one.app,
      '/api/auth/change-password',
      {
        currentPassword: member.password,
        newPassword: 'Dehna-Nesh-2025!',
        revokeOtherSessions: true,
      },
      member.jar,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await whoOn(one.app, phone)).toBeNull();
    await forgottenOn(two.app, phone);
    // The session that changed the password goes on (with the cookie the answer set).
    expect(await whoOn(two.app, member.jar.header())).toBe(member.id);
  });

  it('a suspension by an admin on one process ends every session on the other', async () => {
    const [admin, member] = await Promise.all([
      createVerifiedMember(one.app, { email: adminEmail }),
      createVerifiedMember(one.app),
    ]);
    const phone = await signInAgain(two.app, member);
    const laptop = member.jar.header();
    await remembered(two.app, laptop, member.id);
    await remembered(two.app, phone, member.id);

    const suspended = await post(
      one.app,
      `/api/v1/admin/users/${member.id}/suspension`,
      { days: 3, reason: 'Spam' },
      admin.jar,
    );
    expect(suspended.statusCode, suspended.body).toBe(200);
    await forgottenOn(two.app, laptop);
    await forgottenOn(two.app, phone);
    expect((await send(two.app, '/api/v1/feed', phone)).statusCode).toBe(401);
  });
});
