import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * Issue 37: a suspended or banned member has no session, so each strike's e-mail carries a link to
 * its appeal form: `<strike id>.<signature>`. The signature (HMAC of the server's secret) proves the
 * link came from us; nothing is stored, and one appeal per strike bounds what the link can do.
 */

function signature(secret: string, strikeId: string): string {
  return createHmac('sha256', secret).update(`appeal:${strikeId}`).digest('base64url').slice(0, 32);
}

export function appealToken(secret: string, strikeId: string): string {
  return `${strikeId}.${signature(secret, strikeId)}`;
}

/** The strike a token names, or null when it is not one of ours. */
export function strikeIdOfToken(secret: string, token: string): string | null {
  const [strikeId, given, ...rest] = token.split('.');
  if (!strikeId || !given || rest.length > 0) return null;
  if (!/^[0-9a-f-]{36}$/i.test(strikeId)) return null;
  const expected = Buffer.from(signature(secret, strikeId));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? strikeId : null;
}
