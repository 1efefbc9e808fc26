import { ApiRequestError } from '@/lib/api';

/** The translation key of a failed call of this area. */
export function serviceErrorKey(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return 'services.errors.generic';
  if (error.code === 'NETWORK' || error.code === 'TIMEOUT') return 'services.errors.offline';
  if (error.code === 'REQUEST_OPEN') return 'services.errors.requestOpen';
  switch (error.status) {
    case 400:
      return 'services.errors.invalid';
    case 403:
      // A block between the member and the business (the server's one refusal of this kind).
      return error.message.startsWith("You can't send a request")
        ? 'services.errors.blocked'
        : 'services.errors.forbidden';
    case 404:
      return 'services.errors.gone';
    case 409:
      return 'services.errors.changed';
    default:
      return 'services.errors.generic';
  }
}
