import type { AccountType } from '@aebro/shared/profiles';
import { ApiRequestError, clientErrorCodes } from '@/lib/api';
import { defaultLanguage, parseLanguage } from '@aebro/shared/language';
import { calendarPreference } from '@/lib/calendar-preference';
import { formatDate } from '@/lib/locale-format';

/** A text to show: an i18n key and its values. */
export interface ErrorText {
  key: string;
  values?: Record<string, string>;
}

const is = (error: unknown): error is ApiRequestError => error instanceof ApiRequestError;

const rateLimited = (error: ApiRequestError): boolean =>
  error.status === 429 || error.code === 'RATE_LIMITED' || error.code === 'TOO_MANY_REQUESTS';

/** SPEC §8, sign-in: what the screen says for each failure of POST /api/auth/sign-in/email. */
export function signInErrorText(error: unknown): ErrorText {
  if (!is(error) || error.status === 0) return { key: 'auth.errors.unexpected' };
  if (error.code === 'EMAIL_NOT_VERIFIED') return { key: 'auth.errors.emailNotVerified' };
  if (error.code === 'ACCOUNT_BANNED') return { key: 'auth.errors.accountBanned' };
  if (error.code === 'ACCOUNT_SUSPENDED') {
    // The server says until when in the message, as an ISO date; the screen shows it in the reader's language.
    const until = /\d{4}-\d{2}-\d{2}T[\d:.]+Z/.exec(error.message)?.[0];
    const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
    const date = until
      ? formatDate(until, {
          language: parseLanguage(lang) ?? defaultLanguage,
          calendar: calendarPreference(),
          dateStyle: 'long',
          withTime: true,
        })
      : '';
    return { key: 'auth.errors.accountSuspended', values: { until: date } };
  }
  if (rateLimited(error)) return { key: 'auth.errors.tooManyLoginAttempts' };
  if (error.code === 'INVALID_EMAIL_OR_PASSWORD' || error.status === 401)
    return { key: 'auth.errors.invalidCredentials' };
  return { key: 'auth.errors.signInFailed' };
}

const weakPasswordCodes = new Set([
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
  'WEAK_PASSWORD',
  'PASSWORD_COMPROMISED',
]);
const alreadyRegisteredCodes = new Set([
  'USER_ALREADY_EXISTS',
  'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
]);

function usernameTaken(error: ApiRequestError): boolean {
  if (error.code === 'USERNAME_TAKEN' || /^USERNAME_IS_ALREADY_TAKEN/.test(error.code)) return true;
  // The original product read a duplicate key or any database error as a taken username.
  return error.status >= 500 && /duplicate key|database error/i.test(error.message);
}

/**
 * SPEC §8, sign-up: what the screen says for each failure of POST /api/v1/accounts. The timeout,
 * rate-limit and connection texts are written for members; a business sees them too, because
 * 'Registration failed: …' around a rate limit or a lost connection would help no one.
 */
export function signUpErrorText(error: unknown, accountType: AccountType): ErrorText {
  if (!is(error)) return { key: 'auth.signUpErrors.connection' };
  if (error.code === clientErrorCodes.timeout || error.status === 504 || error.status === 408)
    return { key: 'auth.signUpErrors.timeout' };
  if (error.code === clientErrorCodes.network) return { key: 'auth.signUpErrors.connection' };
  if (rateLimited(error)) return { key: 'auth.signUpErrors.rateLimited' };
  if (alreadyRegisteredCodes.has(error.code)) return { key: 'auth.signUpErrors.alreadyRegistered' };
  if (weakPasswordCodes.has(error.code)) return { key: 'auth.signUpErrors.weakPassword' };
  if (error.code === 'INVALID_EMAIL') return { key: 'auth.signUpErrors.invalidEmail' };
  if (accountType === 'community' && usernameTaken(error))
    return { key: 'auth.signUpErrors.usernameTaken' };
  if (error.code === 'VALIDATION_FAILED' && error.issues.length > 0)
    return { key: 'auth.signUpErrors.checkFields' };
  if (!error.message.trim()) return { key: 'auth.signUpErrors.connection' };
  return { key: 'auth.signUpErrors.failed', values: { message: error.message } };
}

/** The two-factor step of sign-in: a wrong code, too many tries, or a challenge that expired. */
export function twoFactorErrorText(error: unknown): ErrorText {
  if (!is(error) || error.status === 0) return { key: 'auth.errors.unexpected' };
  if (rateLimited(error) || error.code === 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE')
    return { key: 'auth.errors.tooManyLoginAttempts' };
  if (error.code === 'INVALID_TWO_FACTOR_COOKIE' || error.code === 'TWO_FACTOR_NOT_ENABLED')
    return { key: 'auth.twoFactor.expired' };
  if (error.status === 401 || /INVALID/.test(error.code))
    return { key: 'auth.twoFactor.invalidCode' };
  return { key: 'auth.errors.signInFailed' };
}

/** Setting a new password from the e-mailed link. */
export function resetPasswordErrorText(error: unknown): ErrorText {
  if (!is(error) || error.status === 0) return { key: 'auth.errors.unexpected' };
  if (error.code === 'INVALID_TOKEN' || error.code === 'TOKEN_EXPIRED')
    return { key: 'auth.reset.invalidLink' };
  if (weakPasswordCodes.has(error.code) || error.code === 'VALIDATION_FAILED')
    return { key: 'auth.signUpErrors.weakPassword' };
  if (rateLimited(error)) return { key: 'auth.errors.tooManyRequests' };
  return { key: 'auth.errors.unexpected' };
}

/** Account settings: password checks and everything else that can fail there. */
export function accountErrorText(error: unknown): ErrorText {
  if (!is(error) || error.status === 0) return { key: 'auth.errors.unexpected' };
  if (error.code === 'INVALID_PASSWORD' || error.code === 'INVALID_EMAIL_OR_PASSWORD')
    return { key: 'account.errors.wrongPassword' };
  if (weakPasswordCodes.has(error.code)) return { key: 'auth.signUpErrors.weakPassword' };
  if (rateLimited(error)) return { key: 'auth.errors.tooManyRequests' };
  if (/INVALID.*CODE|INVALID_TOTP/.test(error.code)) return { key: 'auth.twoFactor.invalidCode' };
  if (error.status === 401) return { key: 'account.errors.sessionExpired' };
  return { key: 'auth.errors.unexpected' };
}
