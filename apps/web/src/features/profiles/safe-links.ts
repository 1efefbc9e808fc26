/** A web address that is safe to link to: http or https only (never javascript:, data:, …). */
export function safeHttpUrl(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** How a link is shown: without the scheme, "www." or a trailing slash. */
export function linkLabel(href: string): string {
  return href
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/$/, '');
}

export type SocialPart =
  { kind: 'link'; href: string; label: string } | { kind: 'text'; text: string };

/**
 * The social media field is free text ("@selam, https://instagram.com/selam"): each http(s) address
 * becomes a link, anything else (handles, other schemes) stays plain text.
 */
export function socialParts(value: string | null | undefined): SocialPart[] {
  const parts: SocialPart[] = [];
  for (const token of (value ?? '').split(/[\s,]+/)) {
    if (!token) continue;
    const href = /^https?:\/\//i.test(token) ? safeHttpUrl(token) : null;
    parts.push(
      href ? { kind: 'link', href, label: linkLabel(href) } : { kind: 'text', text: token },
    );
  }
  return parts;
}
