/**
 * GETs that the first screen is certain to make, started by the entry (main.tsx) while the app's
 * code is still loading: on a phone's slow network each round trip that waits for code costs
 * ~150 ms before anything of the screen shows. `api()` and `apiClient` (api-client.ts) take an early
 * answer once, for the same path and soon after the page started; every later call goes to the
 * network as usual.
 */
const freshForMs = 15_000;

interface Early {
  startedAt: number;
  response: Promise<Response>;
}

const pending = new Map<string, Early>();

/** How `api()` (api.ts) asks for our own JSON, which an early GET must ask the same way. */
export const apiFetchDefaults = {
  credentials: 'same-origin',
  headers: { accept: 'application/json' },
} as const satisfies RequestInit;

/** Starts a GET of `path` the way `api()` would make it (same-origin cookies, JSON). */
export function fetchEarly(path: string): Promise<Response> {
  const response = fetch(path, apiFetchDefaults);
  // Nobody may take it (the screen changed): a failure then must not surface as unhandled.
  response.catch(() => undefined);
  pending.set(path, { startedAt: Date.now(), response });
  return response;
}

/** Whether the entry started a GET of `path` early that nobody has taken yet (a first visit). */
export function hasEarly(path: string): boolean {
  const early = pending.get(path);
  return early !== undefined && Date.now() - early.startedAt <= freshForMs;
}

/** The early answer for `path`, once; undefined when there is none or it is too old to trust. */
export function takeEarly(path: string): Promise<Response> | undefined {
  const early = pending.get(path);
  if (!early) return undefined;
  pending.delete(path);
  return Date.now() - early.startedAt <= freshForMs ? early.response : undefined;
}
