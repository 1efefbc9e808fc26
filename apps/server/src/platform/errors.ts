import type { ErrorCode } from '@aebro/shared/errors';
import type { TrustCapDetails } from '@aebro/shared/trust';

/** The one error type of the server; the error handler turns it into `{ error: { code, message } }`. */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    message: string,
    /** A TRUST_CAP_REACHED answer's details, so the browser can explain the cap. */
    readonly trust?: TrustCapDetails,
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
