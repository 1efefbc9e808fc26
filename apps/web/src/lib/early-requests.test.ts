import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/render';
import { api } from './api';
import { fetchEarly } from './early-requests';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function stubFetch(body: unknown = { ok: true }) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => jsonResponse(200, body));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('early requests', () => {
  it('answer the first plain GET of the same path once, and later ones go to the network', async () => {
    const fetchMock = stubFetch({ who: 'early' });
    void fetchEarly('/api/v1/early-once');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await api('/api/v1/early-once')).toEqual({ who: 'early' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await api('/api/v1/early-once');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: 'same-origin' });
  });

  it('are not used for another path, for a request with a body or headers, or when stale', async () => {
    const fetchMock = stubFetch();
    void fetchEarly('/api/v1/early-kept');
    await api('/api/v1/other');
    await api('/api/v1/early-kept', { method: 'POST', json: {} });
    await api('/api/v1/early-kept', { headers: { 'x-test': '1' } });
    expect(fetchMock).toHaveBeenCalledTimes(4);

    vi.useFakeTimers({ toFake: ['Date'] });
    void fetchEarly('/api/v1/early-stale');
    vi.setSystemTime(Date.now() + 60_000);
    await api('/api/v1/early-stale');
    expect(fetchMock).toHaveBeenCalledTimes(6);
  });

  it('report a failed early request as the network error api() gives', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    void fetchEarly('/api/v1/early-failed');
    await expect(api('/api/v1/early-failed')).rejects.toMatchObject({ code: 'NETWORK' });
  });
});
