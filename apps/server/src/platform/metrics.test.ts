import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { expensiveDefaults } from './metrics';

const token = 'metrics-token-for-the-scraper';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: token });
});
afterAll(() => t.close());

describe('/metrics', () => {
  it('answers only a scraper with the token, in the Prometheus format', async () => {
    await t.app.inject({ url: '/api/health' });
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          url: '/metrics',
          headers: { authorization: 'Bearer wrong-token-of-same-len' },
        })
      ).statusCode,
    ).toBe(401);
    const response = await t.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toMatch(
      /aebro_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} \d+/,
    );
    for (const name of [
      'aebro_sockets_open',
      'aebro_db_pool_total',
      'aebro_process_resident_memory_bytes',
      'aebro_nodejs_eventloop_lag_p99_seconds',
    ])
      expect(response.body).toContain(name);
    // Nothing whose collection walks every open handle or file descriptor (costly at 10,000 sockets).
    for (const name of expensiveDefaults) expect(response.body).not.toContain(`aebro_${name} `);
    expect(response.body).not.toMatch(/^aebro_nodejs_active_handles/m);
    expect(response.body).not.toMatch(/^aebro_process_open_fds/m);
  });
});
