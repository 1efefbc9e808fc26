import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from './api-schema';
import { errorOf, unansweredError } from './api';
import { apiFetchDefaults, takeEarly } from './early-requests';

/**
 * Our HTTP API through openapi-fetch, typed from the server's OpenAPI document (api-schema.d.ts,
 * generated from the routes' zod schemas by `npm run api:types`): a path, parameter, body or answer
 * that does not match a route does not compile. Asked as `api()` (api.ts) asks: same-origin cookies,
 * JSON, a failure as ApiRequestError, and a plain GET the entry already started (early-requests.ts)
 * is not asked twice.
 */
export const apiClient = createClient<paths>({
  // Absolute, for Request objects outside a page (Node in the tests); the same address in the browser.
  baseUrl: typeof location === 'undefined' ? '' : location.origin,
  credentials: apiFetchDefaults.credentials,
  headers: apiFetchDefaults.headers,
  fetch: (request: Request) => {
    if (request.method === 'GET') {
      const url = new URL(request.url);
      const early = takeEarly(`${url.pathname}${url.search}`);
      if (early) return early;
    }
    return fetch(request);
  },
});

const errors: Middleware = {
  async onResponse({ response }) {
    if (!response.ok) throw await errorOf(response);
    return undefined;
  },
  onError({ error }) {
    return unansweredError(error instanceof Error && error.name === 'TimeoutError');
  },
};
apiClient.use(errors);

/** The answer of a call; a failure has already been thrown as ApiRequestError by the middleware. */
export async function unwrap<R extends { data?: unknown }>(
  call: Promise<R>,
): Promise<Exclude<R['data'], undefined>> {
  return (await call).data as Exclude<R['data'], undefined>;
}

/** Options of a multipart upload: the form is sent as it is (the browser sets its boundary). */
export function multipart(form: FormData): {
  body: never;
  bodySerializer: (body: unknown) => FormData;
} {
  return { body: form as never, bodySerializer: () => form };
}
