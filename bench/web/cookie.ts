/**
 * A `name=value` session cookie as Playwright's addCookies takes it, for `url`'s origin. Over
 * https the server names it `__Secure-…`, which Chromium keeps only with the Secure attribute.
 */
export function browserCookie(
  cookie: string,
  url: string,
): { name: string; value: string; url: string; secure: boolean } {
  const at = cookie.indexOf('=');
  const { origin, protocol } = new URL(url);
  return {
    name: cookie.slice(0, at),
    value: cookie.slice(at + 1),
    url: origin,
    secure: protocol === 'https:',
  };
}
