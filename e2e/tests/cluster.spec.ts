import { expect, test, type Page } from '@playwright/test';
import { clusterAvailable, startCluster, type Cluster } from '../support/cluster';
import { realtimeConnected } from './notifications-helpers';

// Two server processes on one PostgreSQL and one Redis behind HAProxy. It needs TEST_DATABASE_URL,
// TEST_REDIS_URL and haproxy, which .ci/run provides (like the Redis-backed API tests).
test.describe('several processes behind a load balancer', () => {
  test.skip(
    !clusterAvailable(),
    'needs TEST_DATABASE_URL, TEST_REDIS_URL and haproxy (see .ci/run)',
  );
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  let cluster: Cluster;
  test.beforeAll(async () => {
    cluster = await startCluster(2);
  });
  test.afterAll(async () => {
    await cluster.stop();
  });

  let accounts = 0;
  async function member(name: string): Promise<{ id: string; cookie: string; email: string }> {
    accounts += 1;
    const username = `${name}${Date.now().toString(36)}${accounts}`;
    const email = `${username}@example.org`;
    const created = await fetch(`${cluster.url}/api/v1/accounts`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: cluster.url,
        'x-forwarded-for': `10.88.0.${accounts}`,
      },
      body: JSON.stringify({
        accountType: 'community',
        fullName: `${name} Cluster`,
        username,
        email,
        password: 'Selam2024!',
        language: 'en',
      }),
    });
    expect(created.status).toBe(201);
    let link: string | undefined;
    await expect
      .poll(async () => {
        const box = (await (await fetch(`${cluster.url}/api/dev/mailbox`)).json()) as {
          messages: Array<{ to: string; text: string }>;
        };
        link = box.messages
          .find((message) => message.to === email)
          ?.text.match(/https?:\/\/\S+/)?.[0];
        return link;
      })
      .toBeTruthy();
    const verified = await fetch(link ?? '', { redirect: 'manual' });
    const cookie = verified.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
    const session = (await (
      await fetch(`${cluster.url}/api/v1/session`, { headers: { cookie } })
    ).json()) as { user: { id: string } };
    return { id: session.user.id, cookie, email };
  }

  async function pinnedPage(page: Page, cookie: string, node: string): Promise<void> {
    const cookies = [...cookie.split('; '), `AEBRO_NODE=${node}`].map((pair) => {
      const [name = '', ...value] = pair.split('=');
      return { name, value: value.join('='), url: cluster.url };
    });
    await page.context().addCookies(cookies);
  }

  test('a notification raised on process A reaches a browser connected to process B', async ({
    page,
  }) => {
    const [almaz, dawit] = [await member('almaz'), await member('dawit')];
    await pinnedPage(page, almaz.cookie, 'b');
    const connected = realtimeConnected(page);
    await page.goto(`${cluster.url}/dashboard`);
    await connected;
    const followed = await fetch(
      `${cluster.processes[0]?.url}/api/v1/profiles/${almaz.id}/follow`,
      {
        method: 'PUT',
        headers: { cookie: dawit.cookie, origin: cluster.url },
      },
    );
    expect(followed.status).toBe(200);
    await expect(
      page
        .getByRole('region', { name: 'New notifications' })
        .getByRole('link', { name: /dawit Cluster started following you/ }),
    ).toBeVisible();
  });

  test('a message sent through process A reaches a browser connected to process B', async ({
    page,
  }) => {
    const [almaz, dawit] = [await member('almaz'), await member('dawit')];
    const onA = cluster.processes[0]?.url ?? '';
    const send = async (cookie: string, method: string, path: string, body?: object) =>
      await fetch(`${onA}${path}`, {
        method,
        headers: {
          cookie,
          origin: cluster.url,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    // Almaz follows Dawit, so his first message lands in her inbox rather than her requests.
    expect((await send(almaz.cookie, 'PUT', `/api/v1/profiles/${dawit.id}/follow`)).status).toBe(
      200,
    );
    const opened = await send(dawit.cookie, 'POST', '/api/v1/conversations', {
      userId: almaz.id,
    });
    expect(opened.ok).toBe(true);
    const conversation = (await opened.json()) as { id: string };

    await pinnedPage(page, almaz.cookie, 'b');
    const connected = realtimeConnected(page);
    await page.goto(`${cluster.url}/messages/${conversation.id}`);
    await connected;
    await expect(page.getByLabel('Write a message')).toBeVisible();
    const sent = await send(
      dawit.cookie,
      'POST',
      `/api/v1/conversations/${conversation.id}/messages`,
      {
        clientId: 'across-the-balancer',
        body: 'Selam from process A',
      },
    );
    expect(sent.ok).toBe(true);
    await expect(
      page.getByRole('log', { name: 'Messages' }).getByText('Selam from process A'),
    ).toBeVisible();
  });

  test('a session ended on process A is refused on process B at once', async () => {
    const hana = await member('hana');
    const [a, b] = cluster.processes;
    const session = async (url: string) =>
      (await (
        await fetch(`${url}/api/v1/session`, { headers: { cookie: hana.cookie } })
      ).json()) as unknown;
    expect(await session(b?.url ?? '')).not.toBeNull();
    const out = await fetch(`${a?.url}/api/auth/sign-out`, {
      method: 'POST',
      headers: { cookie: hana.cookie, origin: cluster.url, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(out.status).toBe(200);
    expect(await session(b?.url ?? '')).toBeNull();
  });

  test('rate limits count the same client across the processes', async () => {
    // A client address of this run's own: Redis keeps the counts of an earlier run on this machine
    // for the limit's window, which a fixed address would start from.
    const client = `198.18.${String(Math.floor(Math.random() * 256))}.${String(Math.floor(Math.random() * 254) + 1)}`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      const target = cluster.processes[attempt % 2]?.url ?? '';
      const response = await fetch(`${target}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: cluster.url,
          'x-forwarded-for': client,
        },
        body: JSON.stringify({ email: `nobody${attempt}@example.org`, password: 'Wrong-pass1' }),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
