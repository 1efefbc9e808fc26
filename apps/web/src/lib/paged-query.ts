import { ApiRequestError } from '@/lib/api';

/**
 * Retry a failed read once, unless the server refused it (4xx: not found, not allowed, invalid),
 * which asking again will not change.
 */
export function retryUnlessRefused(failureCount: number, error: Error): boolean {
  return !refused(error) && failureCount < 1;
}

/** Whether the server refused the request (4xx), as opposed to failing or not being reached. */
export function refused(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
}

/** The next page's cursor of a keyset page, for useInfiniteQuery's getNextPageParam. */
export function nextCursor(page: { nextCursor: string | null }): string | undefined {
  return page.nextCursor ?? undefined;
}
