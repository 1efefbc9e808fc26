import { http, HttpResponse, type JsonBodyType } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordRequests, server } from '@/test/msw';
import { api } from './api';
import { fetchEarly } from './early-requests';

afterEach(() => {
  vi.useRealTimers();
});

/** Answers every request with `body`; the requests and their credentials are kept. */
function serve(body: JsonBodyType = { ok: true }) {
  const sent = recordRequests();
  const credentials: RequestCredentials[] = [];
  server.use(
    http.all('*', ({ request }) => {
      credentials.push(request.credentials);
      return HttpResponse.json(body);
    }),
  );
  return { sent, credentials };
}

describe('early requests', () => {
  it('answer the first plain GET of the same path once, and later ones go to the network', async () => {
    const { sent, credentials } = serve({ who: 'early' });
    void fetchEarly('/api/v1/early-once');
    expect(await api('/api/v1/early-once')).toEqual({ who: 'early' });
    expect(sent).toHaveLength(1);
    await api('/api/v1/early-once');
    expect(sent).toHaveLength(2);
    expect(credentials[0]).toBe('same-origin');
  });

  it('are not used for another path, for a request with a body or headers, or when stale', async () => {
    const { sent } = serve();
    void fetchEarly('/api/v1/early-kept');
    await api('/api/v1/other');
    await api('/api/v1/early-kept', { method: 'POST', json: {} });
    await api('/api/v1/early-kept', { headers: { 'x-test': '1' } });
    expect(sent).toHaveLength(4);

    vi.useFakeTimers({ toFake: ['Date'] });
    void fetchEarly('/api/v1/early-stale');
    vi.setSystemTime(Date.now() + 60_000);
    await api('/api/v1/early-stale');
    expect(sent).toHaveLength(6);
  });

  it('report a failed early request as the network error api() gives', async () => {
    server.use(http.get('/api/v1/early-failed', () => HttpResponse.error()));
    void fetchEarly('/api/v1/early-failed');
    await expect(api('/api/v1/early-failed')).rejects.toMatchObject({ code: 'NETWORK' });
  });
});
