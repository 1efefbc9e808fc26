import { ApiRequestError, clientErrorCodes } from '@/lib/api';

/** The translation key of a failed community action, from the server's answer. */
export function communityErrorKey(error: unknown, fallback = 'communities.errors.generic'): string {
  if (!(error instanceof ApiRequestError)) return fallback;
  if (error.code === clientErrorCodes.network || error.code === clientErrorCodes.timeout)
    return 'communities.errors.network';
  if (error.status === 409 && /already exists/.test(error.message))
    return 'communities.errors.nameTaken';
  if (error.status === 409 && /only admin/.test(error.message))
    return 'communities.errors.lastAdmin';
  if (error.status === 409 && /approved already/.test(error.message))
    return 'communities.errors.alreadyApproved';
  if (error.status === 403 && /declined/.test(error.message)) return 'communities.errors.declined';
  if (error.code === 'COMMUNITY_BANNED') return 'communities.errors.banned';
  if (error.status === 400 && /rules/.test(error.message)) return 'communities.errors.acceptRules';
  if (error.status === 403) return 'communities.errors.notAllowed';
  if (error.status === 404) return 'communities.errors.gone';
  if (error.status === 429) return 'communities.errors.rateLimited';
  return fallback;
}
