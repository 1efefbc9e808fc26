import type { ApiError } from '@aebro/shared/errors';
import type { TrustCapDetails } from '@aebro/shared/trust';
import { apiFetchDefaults, takeEarly } from './early-requests';

export interface ApiIssue {
  path: string;
  message: string;
}

/** A failed API call: the server's stable code (mapped to a translated text) and its message. */
export class ApiRequestError extends Error {
  override name = 'ApiRequestError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Field-level problems of a VALIDATION_FAILED answer. */
    readonly issues: readonly ApiIssue[] = [],
    details: { retryAfter?: number | undefined; trust?: TrustCapDetails | undefined } = {},
  ) {
    super(message);
    this.retryAfter = details.retryAfter;
    this.trust = details.trust;
  }

  /** Seconds to wait before trying again (a community's slow mode). */
  readonly retryAfter: number | undefined;
  /** A TRUST_CAP_REACHED answer's cap, level, limit and when it lifts (issue 37). */
  readonly trust: TrustCapDetails | undefined;
}

/** Codes of failures that never reached the server's answer. */
export const clientErrorCodes = { network: 'NETWORK', timeout: 'TIMEOUT' } as const;

export interface ApiInit extends RequestInit {
  /** A JSON body (sets content-type). */
  json?: unknown;
  /** Gives up after this many milliseconds with a TIMEOUT error. */
  timeoutMs?: number;
}

/** fetch for our own API: JSON in and out, cookies included, errors as ApiRequestError. */
export async function api<T>(path: string, init: ApiInit = {}): Promise<T> {
  const { json, headers, timeoutMs, ...rest } = init;
  const timeout = timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs);
  let response: Response;
  // A plain GET the entry already started (early-requests.ts) is not asked twice.
  const early =
    (rest.method ?? 'GET') === 'GET' && json === undefined && headers === undefined
      ? takeEarly(path)
      : undefined;
  try {
    response = await (early ??
      fetch(path, {
        credentials: apiFetchDefaults.credentials,
        ...rest,
        signal: rest.signal ?? timeout,
        headers: {
          ...apiFetchDefaults.headers,
          ...(json === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: json === undefined ? rest.body : JSON.stringify(json),
      }));
  } catch {
    throw unansweredError(timeout?.aborted === true);
  }
  if (!response.ok) throw await errorOf(response);
  const text = await response.text().catch(() => '');
  return (text ? safeJson(text) : null) as T;
}

/** The ApiRequestError of a failed answer: the server's code and message, or HTTP_ERROR. */
export async function errorOf(response: Response): Promise<ApiRequestError> {
  const text = await response.text().catch(() => '');
  const body: unknown = text ? safeJson(text) : null;
  if (isApiError(body))
    return new ApiRequestError(
      response.status,
      body.error.code,
      body.error.message,
      issuesOf(body),
      {
        retryAfter: typeof body.error.retryAfter === 'number' ? body.error.retryAfter : undefined,
        trust: trustOf(body),
      },
    );
  return new ApiRequestError(response.status, 'HTTP_ERROR', response.statusText);
}

/** The ApiRequestError of a request that got no answer: TIMEOUT when its time ran out. */
export function unansweredError(timedOut: boolean): ApiRequestError {
  return timedOut
    ? new ApiRequestError(0, clientErrorCodes.timeout, 'Request timed out')
    : new ApiRequestError(0, clientErrorCodes.network, 'Network error');
}

export function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

// A hand-written guard keeps zod out of the first download; forms load it with their own chunks.
export function isApiError(body: unknown): body is ApiError {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const error = body.error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

function trustOf(body: ApiError): TrustCapDetails | undefined {
  const trust: unknown = body.error.trust;
  return typeof trust === 'object' &&
    trust !== null &&
    typeof (trust as { cap?: unknown }).cap === 'string' &&
    typeof (trust as { resetsAt?: unknown }).resetsAt === 'string'
    ? (trust as TrustCapDetails)
    : undefined;
}

export function issuesOf(body: ApiError): ApiIssue[] {
  const issues: unknown = body.error.issues;
  if (!Array.isArray(issues)) return [];
  return issues.filter(
    (issue): issue is ApiIssue =>
      typeof issue === 'object' &&
      issue !== null &&
      typeof (issue as { path?: unknown }).path === 'string' &&
      typeof (issue as { message?: unknown }).message === 'string',
  );
}
