/**
 * The landing page's only session check (SPEC §1: a signed-in user goes to the dashboard). It is a
 * bare fetch, so the landing page downloads no query cache; a slow or failed answer shows the page.
 */
export async function redirectIfSignedIn(timeoutMs = 2000): Promise<boolean> {
  try {
    const response = await fetch('/api/v1/session', {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok || (await response.json()) === null) return false;
    window.location.replace('/dashboard');
    return true;
  } catch {
    return false;
  }
}
