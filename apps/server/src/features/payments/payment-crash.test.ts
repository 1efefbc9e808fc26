import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event } from '@aebro/shared/events';
import type { Notification } from '@aebro/shared/notifications';
import type { Payment } from '@aebro/shared/payments';
import { createVerifiedMember, requestAs, testOrigin, type TestUser } from '../../test/accounts';
import getPort from 'get-port';
import { createTestApp, settle, type TestApp } from '../../test/test-app';
import { eventInput } from '../events/events.test-fixtures';
import { reconcilePayments } from './reconciliation.service';

/*
 * A crash right after a payment's transaction commits, before any of its effects ran: the server
 * process is killed with SIGKILL at that point (AEBRO_CRASH_POINT, honoured only with
 * NODE_ENV=test). Another process on the same database then does what was promised, once: the
 * event was published with the payment, and its organiser is told by the job queued with it.
 */

const main = path.resolve(import.meta.dirname, '../../main.ts');
let t: TestApp;
let organiser: TestUser;
let dataDir: string;

async function healthy(base: string, child: ChildProcess): Promise<void> {
  for (let waited = 0; waited < 90_000 && child.exitCode === null; waited += 250) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server to be killed never became healthy');
}

beforeAll(async () => {
  t = await createTestApp();
  organiser = await createVerifiedMember(t.app, { fullName: 'Crash Organiser' });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aebro-crash-'));
  fs.chmodSync(dataDir, 0o755);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a crash between a payment and its effects', () => {
  it('loses nothing: after the restart the event is published once and its organiser told once', async () => {
    const created = await requestAs(
      t.app,
      organiser,
      'POST',
      '/api/v1/events',
      eventInput({ title: 'Crash-proof coffee' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const { event, checkout } = created.json<{
      event: Event;
      checkout: { paymentId: string; checkoutUrl: string };
    }>();

    // A second server process on the same database, set to die right after a payment commits.
    const port = await getPort({ host: '127.0.0.1' });
    const base = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, ['--import', 'tsx', main], {
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        NODE_ENV: 'test',
        LOG_LEVEL: 'error',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: t.config.databaseUrl,
        PUBLIC_URL: t.config.publicUrl,
        AUTH_SECRET: t.config.authSecret,
        AEBRO_CRASH_POINT: 'after-payment-commit',
      },
      stdio: 'ignore',
    });
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.on('exit', (_code, signal) => resolve(signal)),
    );
    try {
      await healthy(base, child);
      const session = checkout.checkoutUrl.split('/').pop() ?? '';
      const paying = fetch(`${base}/api/v1/test-checkout/${session}/pay`, {
        method: 'POST',
        headers: {
          cookie: organiser.jar.header(),
          origin: testOrigin,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' }),
      });
      // The payer never hears back: the process died with the payment committed.
      await expect(paying).rejects.toThrow();
      expect(await exited).toBe('SIGKILL');
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }

    // The restart: this process works the queue the dead one left.
    await settle(t.app);
    const paid = await requestAs(t.app, organiser, 'GET', `/api/v1/payments/${checkout.paymentId}`);
    expect(paid.json<Payment>().status).toBe('paid');
    const published = await requestAs(t.app, organiser, 'GET', `/api/v1/events/${event.id}`);
    expect(published.json<Event>().status).toBe('published');
    const told = (await requestAs(t.app, organiser, 'GET', '/api/v1/notifications'))
      .json<{ items: Notification[] }>()
      .items.filter((item) => item.type === 'event_published' && item.data.event_id === event.id);
    expect(told).toHaveLength(1);
    // Nothing was left for the reconciliation to mend, and it mends nothing twice.
    expect(await reconcilePayments(t.app.platform)).toEqual({ applied: 0, refunded: 0, closed: 0 });
    await settle(t.app);
    const again = (await requestAs(t.app, organiser, 'GET', '/api/v1/notifications'))
      .json<{ items: Notification[] }>()
      .items.filter((item) => item.type === 'event_published' && item.data.event_id === event.id);
    expect(again).toHaveLength(1);
  }, 180_000);
});
