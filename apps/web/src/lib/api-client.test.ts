import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { recordRequests, server } from '@/test/msw';
import { ApiRequestError } from './api';
import { apiClient, multipart, unwrap } from './api-client';
import { fetchEarly } from './early-requests';

describe('apiClient', () => {
  it("answers the route's JSON, asked with same-origin cookies and for JSON", async () => {
    const asked: Array<{ credentials: string; accept: string | null; search: string }> = [];
    server.use(
      http.get('/api/v1/posts/:id/comments', ({ request }) => {
        asked.push({
          credentials: request.credentials,
          accept: request.headers.get('accept'),
          search: new URL(request.url).search,
        });
        return HttpResponse.json({ items: [], nextCursor: null });
      }),
    );
    const page = await unwrap(
      apiClient.GET('/api/v1/posts/{id}/comments', {
        params: { path: { id: 'p 1' }, query: { cursor: undefined } },
      }),
    );
    expect(page).toEqual({ items: [], nextCursor: null });
    expect(asked).toEqual([{ credentials: 'same-origin', accept: 'application/json', search: '' }]);
  });

  it("throws the server's refusal as ApiRequestError, with its code, message and issues", async () => {
    server.use(
      http.post('/api/v1/posts', () =>
        HttpResponse.json(
          {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'Invalid post',
              issues: [{ path: 'body', message: 'Too long' }],
            },
          },
          { status: 400 },
        ),
      ),
    );
    const refused = unwrap(
      apiClient.POST('/api/v1/posts', { body: { body: 'x', imageKeys: [], audience: 'public' } }),
    );
    await expect(refused).rejects.toBeInstanceOf(ApiRequestError);
    await expect(refused).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Invalid post',
      issues: [{ path: 'body', message: 'Too long' }],
    });
  });

  it('throws HTTP_ERROR for an answer that is not ours, NETWORK without one and TIMEOUT when time runs out', async () => {
    server.use(
      http.get('/api/v1/session', () => new HttpResponse('<html>', { status: 502 }), {
        once: true,
      }),
      http.get('/api/v1/session', () => HttpResponse.error(), { once: true }),
      http.get('/api/v1/session', async () => {
        await delay(200);
        return HttpResponse.json(null);
      }),
    );
    await expect(unwrap(apiClient.GET('/api/v1/session'))).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_ERROR',
    });
    await expect(unwrap(apiClient.GET('/api/v1/session'))).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK',
    });
    await expect(
      unwrap(apiClient.GET('/api/v1/session', { signal: AbortSignal.timeout(20) })),
    ).rejects.toMatchObject({ status: 0, code: 'TIMEOUT' });
  });

  it('takes the early answer of a plain GET once, and asks the network after', async () => {
    const sent = recordRequests();
    server.use(http.get('/api/v1/feed', () => HttpResponse.json({ items: [], nextCursor: null })));
    void fetchEarly('/api/v1/feed');
    await unwrap(apiClient.GET('/api/v1/feed', { params: { query: { cursor: undefined } } }));
    expect(sent).toHaveLength(1);
    await unwrap(apiClient.GET('/api/v1/feed'));
    expect(sent).toHaveLength(2);
  });

  it('sends a multipart form as it is', async () => {
    const parts: string[] = [];
    server.use(
      http.post('/api/v1/me/avatar', async ({ request }) => {
        expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
        parts.push(...(await request.formData()).keys());
        return HttpResponse.json({ avatarUrl: '/media/a.png' });
      }),
    );
    const form = new FormData();
    form.append('file', 'bytes');
    expect(await unwrap(apiClient.POST('/api/v1/me/avatar', multipart(form)))).toEqual({
      avatarUrl: '/media/a.png',
    });
    expect(parts).toEqual(['file']);
  });
});
