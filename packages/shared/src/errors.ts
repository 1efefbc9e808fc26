import { z } from 'zod';
import { trustCapDetailsSchema } from './trust';

/**
 * Stable error codes of the API. The server answers `{ error: { code, message } }` and the browser
 * maps the code to a translated text, so a code never changes meaning once published.
 */
export const errorCodes = [
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'EMAIL_NOT_VERIFIED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'USERNAME_TAKEN',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'CARD_DECLINED',
  'CARD_EXPIRED',
  'TEST_CARD_ONLY',
  'CHECKOUT_CLOSED',
  'ACCOUNT_SUSPENDED',
  'ACCOUNT_BANNED',
  // My data: one export a day; an export's link expired; the password or code given again is wrong.
  'EXPORT_TOO_SOON',
  'EXPORT_EXPIRED',
  'INVALID_PASSWORD',
  'INVALID_CODE',
  // Services: the member has a request for this listing that is still open.
  'REQUEST_OPEN',
  // Issue 37: a community's slow mode (429, with retryAfter), a post whose comments are locked,
  // someone banned from a community asking to join it again.
  'SLOW_MODE',
  'COMMENTS_LOCKED',
  'COMMUNITY_BANNED',
  // Trust levels (issue 37): a new account reached one of its caps (details in `trust`).
  'TRUST_CAP_REACHED',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    issues: z
      .array(z.object({ path: z.string(), message: z.string(), key: z.string().optional() }))
      .optional()
      .describe('Field-level problems of a VALIDATION_FAILED answer'),
    retryAfter: z
      .number()
      .optional()
      .describe('Seconds to wait before trying again (SLOW_MODE, RATE_LIMITED)'),
    trust: trustCapDetailsSchema
      .optional()
      .describe('Which cap of a TRUST_CAP_REACHED answer, at which level, until when'),
  }),
});

export type ApiError = z.infer<typeof apiErrorSchema>;
