import { setupServer } from 'msw/node';

/**
 * The API as the web tests see it: each test declares the answers it needs with
 * `server.use(http.get('/api/v1/...', () => HttpResponse.json(...)))` (relative paths resolve
 * against jsdom's location, as the app's own calls do). A request no handler answers fails the
 * test (setup.ts); handlers and listeners are reset after each test.
 */
export const server = setupServer();

export interface SentRequest {
  method: string;
  /** Path and query, as the app wrote it. */
  path: string;
}

/** The requests the code under test sends from now on, in order. */
export function recordRequests(): SentRequest[] {
  const sent: SentRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    sent.push({ method: request.method, path: `${url.pathname}${url.search}` });
  });
  return sent;
}

/** The error body our API answers with (`{ error: { code, message } }`). */
export function apiError(
  code: string,
  message: string,
): { error: { code: string; message: string } } {
  return { error: { code, message } };
}
