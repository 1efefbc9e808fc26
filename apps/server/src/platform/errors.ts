import type { ErrorCode } from '@aebro/shared/errors';
import type { TrustCapDetails } from '@aebro/shared/trust';

/** What some answers carry beside their code and message. */
export interface AppErrorDetails {
  /** Seconds before trying again: sent as `retryAfter` and the Retry-After header. */
  retryAfter?: number;
  /** A TRUST_CAP_REACHED answer's details, so the browser can explain the cap. */
  trust?: TrustCapDetails;
}

/** The one error type of the server; the error handler turns it into `{ error: { code, message } }`. */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    message: string,
    readonly details: AppErrorDetails = {},
  ) {
    super(message);
  }
}

export function notFound(message = 'Not found.'): AppError {
  return new AppError('NOT_FOUND', 404, message);
}

export function forbidden(message = 'You are not allowed to do this.'): AppError {
  return new AppError('FORBIDDEN', 403, message);
}

export function unauthenticated(message = 'Not signed in'): AppError {
  return new AppError('UNAUTHENTICATED', 401, message);
}

export function badRequest(message: string): AppError {
  return new AppError('BAD_REQUEST', 400, message);
}

export function conflict(message: string): AppError {
  return new AppError('CONFLICT', 409, message);
}

/** Issue 37: a community's slow mode; `seconds` is how long the member still has to wait. */
export function slowMode(seconds: number): AppError {
  const wait = Math.max(1, Math.ceil(seconds));
  return new AppError(
    'SLOW_MODE',
    429,
    `This community is in slow mode. You can post again in ${wait} second${wait === 1 ? '' : 's'}.`,
    { retryAfter: wait },
  );
}
