/**
 * The Better Auth endpoints the product uses, by method; every other endpoint of the library (its
 * own sign-up, account linking, admin) answers 404, so that nothing we do not use can be reached.
 */
const exposedEndpoints: Record<'GET' | 'POST', RegExp> = {
  GET: /^\/(get-session|verify-email|reset-password\/[^/]+)$/,
  POST: new RegExp(
    `^/(${[
      'sign-in/email',
      'sign-out',
      'request-password-reset',
      'reset-password',
      'send-verification-email',
      'change-password',
      'revoke-session',
      'revoke-sessions',
      'revoke-other-sessions',
      'two-factor/enable',
      'two-factor/disable',
      'two-factor/verify-totp',
      'two-factor/verify-backup-code',
      'two-factor/generate-backup-codes',
    ].join('|')})$`,
  ),
};

/** Whether anyone may reach this Better Auth endpoint (a path below /api/auth) at all. */
export function isExposedAuthEndpoint(method: 'GET' | 'POST', path: string): boolean {
  return exposedEndpoints[method].test(path);
}

/**
 * An account that took too many wrong passwords rests for the rest of its window, except on a
 * device that signed into it before, so that nobody can lock the owner out of their own phone.
 */
export function mayTryPassword(attempt: {
  accountResting: boolean;
  knownDevice: boolean;
}): boolean {
  return attempt.knownDevice || !attempt.accountResting;
}
