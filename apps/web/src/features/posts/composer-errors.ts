import type { TrustCapDetails } from '@aebro/shared/trust';
import { trustCapOf } from '@/features/safety/trust-cap';
import { ApiRequestError } from '@/lib/api';
import { validationKeyOf } from '@/lib/form-errors';
import { draftErrorKey } from './drafts-api';
import { postErrorKey } from './post-errors';

/** The text of a refused post: the server's validation text in our words when we know it. */
export function createErrorText(
  t: (key: string, options?: Record<string, unknown>) => string,
  error: unknown,
  capText: (cap: TrustCapDetails) => string,
): string {
  // Issue 37: a community in slow mode says how long to wait; a new account's cap, what it allows.
  if (error instanceof ApiRequestError && error.code === 'SLOW_MODE')
    return t('posts.errors.slowMode', { count: error.retryAfter ?? 1 });
  const cap = trustCapOf(error);
  if (cap) return capText(cap);
  if (error instanceof ApiRequestError && error.status === 400) {
    const message = error.issues[0]?.message ?? error.message;
    const key = validationKeyOf(message);
    return key ? t(key) : message;
  }
  return t(draftErrorKey(error) ?? postErrorKey(error, 'other'));
}
