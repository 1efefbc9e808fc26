/** Where a signed-in user goes when nothing else is asked for (SPEC §2). */
export const defaultSignedInPath = '/dashboard';

/** Screens a remembered origin must never point back to: they would send the user around in a loop. */
const publicOnlyPaths = ['/auth', '/forgot-password', '/reset-password'];

/**
 * The `redirect` of /auth?redirect=… when it is a path of this site, else null. Only a path that
 * starts with one '/' passes: no scheme, no host, no protocol-relative '//' or '/\' (which browsers
 * read as another host), no control characters.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- rejecting control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, 'https://aebro.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'https://aebro.invalid') return null;
  if (publicOnlyPaths.includes(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in address that brings the user back to `origin` afterwards. */
export function signInPath(origin: string): string {
  const target = safeRedirect(origin);
  if (!target || target === defaultSignedInPath) return '/auth';
  return `/auth?redirect=${encodeURIComponent(target)}`;
}
