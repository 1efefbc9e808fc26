import { createHmac, randomBytes } from 'node:crypto';

/** A 40-character AUTH_SECRET for the server under test, so that we can sign its cookies. */
export function randomSecret(): string {
  return randomBytes(30).toString('base64url').slice(0, 40);
}

/**
 * The cookie Better Auth reads (better-call's signCookieValue): `<token>.<base64 HMAC-SHA256>`,
 * URI-encoded, under the name `aebro.session_token` (cookiePrefix 'aebro'), or
 * `__Secure-aebro.session_token` when the server's PUBLIC_URL is https (`secure`).
 */
export function sessionCookie(secret: string, token: string, secure = false): string {
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return `${secure ? '__Secure-' : ''}aebro.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}
