export type TextSegment =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// An address starts with http:// or https:// at a word boundary and runs to the next space or a
// character that cannot be part of an address in running text.
const candidate = /\bhttps?:\/\/[^\s<>"'`]+/giu;
// Punctuation that ends a sentence rather than the address.
const trailing = /[.,;:!?…'"»)\]}>]+$/u;

function trimTrailing(raw: string): string {
  let text = raw;
  for (;;) {
    const match = trailing.exec(text);
    if (!match) return text;
    const punctuation = match[0];
    // Keep a closing parenthesis that closes one opened inside the address (Wikipedia style).
    const head = text.slice(0, text.length - punctuation.length);
    const opens = (head.match(/\(/g) ?? []).length;
    const closes = (head.match(/\)/g) ?? []).length;
    if (punctuation.startsWith(')') && opens > closes) {
      return `${head})`;
    }
    text = head;
  }
}

/** The address a link may point at: only http(s), parsed and normalised; anything else is null. */
export function safeHref(text: string): string | null {
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname) return null;
    return url.href;
  } catch {
    return null;
  }
}

/**
 * Splits a post or comment into plain text and links. Only http:// and https:// addresses become
 * links; every other scheme (javascript:, data:, …) stays text. No HTML is ever produced.
 */
export function linkify(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(candidate)) {
    const start = match.index;
    const raw = trimTrailing(match[0]);
    const href = safeHref(raw);
    if (!href || raw.length <= 'https://'.length) continue;
    if (start > last) segments.push({ kind: 'text', text: text.slice(last, start) });
    segments.push({ kind: 'link', text: raw, href });
    last = start + raw.length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
}
