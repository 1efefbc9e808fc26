import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api';
import {
  accountErrorText,
  resetPasswordErrorText,
  signInErrorText,
  signUpErrorText,
  twoFactorErrorText,
} from './auth-errors';

const error = (
  status: number,
  code: string,
  message = 'Something happened',
  issues: Array<{ path: string; message: string }> = [],
): ApiRequestError => new ApiRequestError(status, code, message, issues);

describe('signInErrorText (SPEC §8, sign-in)', () => {
  it.each([
    [error(401, 'INVALID_EMAIL_OR_PASSWORD'), 'auth.errors.invalidCredentials'],
    [error(401, 'UNAUTHENTICATED'), 'auth.errors.invalidCredentials'],
    [error(403, 'EMAIL_NOT_VERIFIED'), 'auth.errors.emailNotVerified'],
    [error(429, 'RATE_LIMITED'), 'auth.errors.tooManyLoginAttempts'],
    [error(400, 'BAD_REQUEST'), 'auth.errors.signInFailed'],
    [error(500, 'INTERNAL'), 'auth.errors.signInFailed'],
    [error(0, 'NETWORK'), 'auth.errors.unexpected'],
    [new TypeError('boom'), 'auth.errors.unexpected'],
  ])('%s → %s', (failure, key) => {
    expect(signInErrorText(failure).key).toBe(key);
  });
});

describe('signUpErrorText (SPEC §8, sign-up)', () => {
  it.each([
    [error(409, 'USERNAME_TAKEN'), 'community', 'auth.signUpErrors.usernameTaken'],
    [error(422, 'USERNAME_IS_ALREADY_TAKEN'), 'community', 'auth.signUpErrors.usernameTaken'],
    [
      error(500, 'INTERNAL', 'duplicate key value violates unique constraint'),
      'community',
      'auth.signUpErrors.usernameTaken',
    ],
    [
      error(500, 'INTERNAL', 'Database error saving new user'),
      'community',
      'auth.signUpErrors.usernameTaken',
    ],
    [error(422, 'USER_ALREADY_EXISTS'), 'community', 'auth.signUpErrors.alreadyRegistered'],
    [error(400, 'PASSWORD_TOO_SHORT'), 'business', 'auth.signUpErrors.weakPassword'],
    [error(400, 'INVALID_EMAIL'), 'business', 'auth.signUpErrors.invalidEmail'],
    [error(504, 'HTTP_ERROR', 'Gateway Timeout'), 'community', 'auth.signUpErrors.timeout'],
    [error(0, 'TIMEOUT'), 'community', 'auth.signUpErrors.timeout'],
    [error(429, 'RATE_LIMITED'), 'community', 'auth.signUpErrors.rateLimited'],
    [error(0, 'NETWORK'), 'community', 'auth.signUpErrors.connection'],
    [error(500, 'INTERNAL', ''), 'business', 'auth.signUpErrors.connection'],
    [
      error(400, 'VALIDATION_FAILED', 'Invalid body', [{ path: 'body.fullName', message: 'x' }]),
      'community',
      'auth.signUpErrors.checkFields',
    ],
  ] as const)('%s (%s) → %s', (failure, accountType, key) => {
    expect(signUpErrorText(failure, accountType).key).toBe(key);
  });

  it("a business never reads a database error as a taken username; anything else is 'Registration failed: …'", () => {
    expect(signUpErrorText(error(500, 'INTERNAL', 'duplicate key'), 'business')).toEqual({
      key: 'auth.signUpErrors.failed',
      values: { message: 'duplicate key' },
    });
    expect(
      signUpErrorText(error(409, 'CONFLICT', 'Could not find a free username'), 'business'),
    ).toEqual({
      key: 'auth.signUpErrors.failed',
      values: { message: 'Could not find a free username' },
    });
  });
});

describe('the other account errors', () => {
  it('two-factor: a wrong or replayed code, an expired challenge', () => {
    expect(twoFactorErrorText(error(401, 'INVALID_CODE')).key).toBe('auth.twoFactor.invalidCode');
    expect(twoFactorErrorText(error(401, 'INVALID_TWO_FACTOR_COOKIE')).key).toBe(
      'auth.twoFactor.expired',
    );
    expect(twoFactorErrorText(error(429, 'RATE_LIMITED')).key).toBe(
      'auth.errors.tooManyLoginAttempts',
    );
  });

  it('password reset: an expired link, a weak password', () => {
    expect(resetPasswordErrorText(error(400, 'INVALID_TOKEN')).key).toBe('auth.reset.invalidLink');
    expect(resetPasswordErrorText(error(400, 'PASSWORD_TOO_SHORT')).key).toBe(
      'auth.signUpErrors.weakPassword',
    );
  });

  it('account settings: a wrong current password', () => {
    expect(accountErrorText(error(400, 'INVALID_PASSWORD')).key).toBe(
      'account.errors.wrongPassword',
    );
    expect(accountErrorText(error(401, 'UNAUTHENTICATED')).key).toBe(
      'account.errors.sessionExpired',
    );
    expect(accountErrorText(error(0, 'NETWORK')).key).toBe('auth.errors.unexpected');
  });
});
