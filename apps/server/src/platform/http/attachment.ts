import { create } from 'content-disposition';

/** Characters no file name may hold on the common systems, and control characters (a quote becomes an apostrophe). */
const unsafeInName = /[\\/:*?<>|\p{Cc}]+/gu;

const maxStemLength = 120;

function cleanStem(text: string): string {
  return text
    .replace(/"/g, "'")
    .replace(unsafeInName, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, maxStemLength)
    .trim();
}

/** The stem in plain ASCII (accents dropped, other scripts left out): for clients without RFC 5987. */
function asciiStem(stem: string): string {
  return cleanStem(
    stem
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/[^\x20-\x7e]/g, ' '),
  );
}

/**
 * The Content-Disposition of a download named after something people named (an event's title, in
 * any script): `attachment; filename="<ASCII>"; filename*=UTF-8''<the name>` (RFC 6266, RFC 5987).
 * Browsers save it under the UTF-8 name; the ASCII one is for older clients, `fallbackStem` when
 * nothing of the name is ASCII.
 */
export function attachmentHeader(stem: string, extension: string, fallbackStem: string): string {
  const name = `${cleanStem(stem) || fallbackStem}.${extension}`;
  const fallback = `${asciiStem(stem) || fallbackStem}.${extension}`;
  return create(name, { fallback });
}
