import { createECDH, randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions, userNotifications } from '../../db/schema/notifications';
import { createVerifiedMember, type TestUser } from '../../test/accounts';
import { createTestApp, type TestApp, settle } from '../../test/test-app';

/** A self-signed certificate for the stand-in push service (web-push speaks only https). */
function selfSignedCertificate(): { key: string; cert: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aebro-push-tls-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const pair = {
    key: fs.readFileSync(path.join(dir, 'key.pem'), 'utf8'),
    cert: fs.readFileSync(path.join(dir, 'cert.pem'), 'utf8'),
  };
  fs.rmSync(dir, { recursive: true, force: true });
  return pair;
}

/** A stand-in push service: records what it receives and answers with the status we choose. */
let pushService: https.Server;
const previousTlsSetting = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
let pushUrl: string;
const received: Array<{ url: string; headers: http.IncomingHttpHeaders; bytes: number }> = [];
let t: TestApp;
beforeAll(async () => {
  // This test's own worker process trusts the stand-in's self-signed certificate.
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  pushService = https.createServer(selfSignedCertificate(), (req, res) => {
    let bytes = 0;
    req.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
    });
    req.on('end', () => {
      received.push({ url: req.url ?? '', headers: req.headers, bytes });
      res.writeHead(req.url?.includes('gone') ? 410 : 201);
      res.end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  const address = pushService.address();
  pushUrl = `https://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => pushService.close(() => resolve()));
  if (previousTlsSetting === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  else process.env.NODE_TLS_REJECT_UNAUTHORIZED = previousTlsSetting;
});

function browserKeys(): { p256dh: string; auth: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

const send = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  user: TestUser,
  payload?: Record<string, unknown>,
) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: user.jar.header() },
    ...(payload ? { payload } : {}),
  });

async function statusOf(userId: string): Promise<string | undefined> {
  await settle(t.app);
  const [row] = await t.app.platform.db
    .select()
    .from(userNotifications)
    .where(eq(userNotifications.userId, userId));
  return row?.pushDeliveryStatus;
}

describe('web push', () => {
  it('publishes the VAPID public key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/push/public-key' });
    expect(res.json().publicKey).toBe(t.config.vapidKeys.publicKey);
  });

  it('delivers an encrypted, VAPID-signed push when the user has no open tab', async () => {
    const [almaz, dawit] = await Promise.all([
      createVerifiedMember(t.app),
      createVerifiedMember(t.app),
    ]);
    expect(
      (
        await send('POST', '/api/v1/push/subscriptions', almaz, {
          endpoint: `${pushUrl}/almaz`,
          keys: browserKeys(),
        })
      ).statusCode,
    ).toBe(200);
    await send('PUT', `/api/v1/profiles/${almaz.id}/follow`, dawit);
    expect(await statusOf(almaz.id)).toBe('sent');
    const push = received.find((request) => request.url === '/almaz');
    expect(push?.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    expect(push?.headers['content-encoding']).toBe('aes128gcm');
    expect(push?.bytes).toBeGreaterThan(0);
  });

  it('forgets a subscription the push service says is gone, and records the failure', async () => {
    const [hanna, dawit] = await Promise.all([
      createVerifiedMember(t.app),
      createVerifiedMember(t.app),
    ]);
    await send('POST', '/api/v1/push/subscriptions', hanna, {
      endpoint: `${pushUrl}/gone`,
      keys: browserKeys(),
    });
    await send('PUT', `/api/v1/profiles/${hanna.id}/follow`, dawit);
    expect(await statusOf(hanna.id)).toBe('failed');
    expect(
      await t.app.platform.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, hanna.id)),
    ).toEqual([]);
  });

  it('leaves the status pending when there is no way to reach the user, and refuses bad subscriptions', async () => {
    const [selam, dawit] = await Promise.all([
      createVerifiedMember(t.app),
      createVerifiedMember(t.app),
    ]);
    await send('PUT', `/api/v1/profiles/${selam.id}/follow`, dawit);
    expect(await statusOf(selam.id)).toBe('pending');
    expect(
      (
        await send('POST', '/api/v1/push/subscriptions', selam, {
          endpoint: 'javascript:alert(1)',
          keys: browserKeys(),
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/push/subscriptions',
          payload: { endpoint: `${pushUrl}/x`, keys: browserKeys() },
        })
      ).statusCode,
    ).toBe(401);
  });

  it("never takes a browser's endpoint from the member who registered it", async () => {
    const [owner, thief] = await Promise.all([
      createVerifiedMember(t.app),
      createVerifiedMember(t.app),
    ]);
    const endpoint = `${pushUrl}/owned-${randomBytes(4).toString('hex')}`;
    const keys = browserKeys();
    expect(
      (await send('POST', '/api/v1/push/subscriptions', owner, { endpoint, keys })).statusCode,
    ).toBe(200);
    const taken = await send('POST', '/api/v1/push/subscriptions', thief, {
      endpoint,
      keys: browserKeys(),
    });
    expect(taken.statusCode).toBe(409);
    const [row] = await t.app.platform.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint));
    expect(row).toMatchObject({ userId: owner.id, p256dh: keys.p256dh, auth: keys.auth });
    // The same browser (its own keys) signed in as another member moves to them.
    expect(
      (await send('POST', '/api/v1/push/subscriptions', thief, { endpoint, keys })).statusCode,
    ).toBe(200);
  });
});
