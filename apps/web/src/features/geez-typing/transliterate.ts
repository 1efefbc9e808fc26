import { consonantRows, labialisedRows } from '@aebro/shared/geez-syllables';

/**
 * The Ge'ez typing aid's input method (SERA-like, our own): Latin letters typed one at a time
 * become Ge'ez syllables as you type.
 *
 * - A consonant gives its bare form (6th order): s → ስ, l → ል, m → ም.
 * - A vowel after a bare consonant gives that order: ስ + e → ሰ, u → ሱ, i → ሲ, a → ሳ, E (or
 *   i then e) → ሴ, o → ሶ; W gives the wa form (ሏ, ቋ). So "selam" → ሰላም.
 * - A vowel anywhere else stands alone: a → አ, e → እ, i → ኢ, u → ኡ, E → ኤ, o → ኦ.
 * - Letters that sound alike: capitals H ሐ, S ጸ, T ጠ, C ጨ, P ጰ, Q ቐ, K ኸ, N ኘ, Z ዠ, D ዸ,
 *   G ጘ; a backtick first for the others: `s ሠ, `h ኀ, `S ፀ, `a ዐ.
 * - Common Latin spellings: sh ሽ, ch ች, ts ጽ, ny ኝ, zh ዥ, kh ኽ, and an apostrophe for the
 *   ejectives: t' ጥ, ch' ጭ, p' ጵ, k' ቅ, s' ጽ.
 * - "::" gives ። (full stop); everything else (digits, spaces, punctuation) is kept.
 */

const vowelOrder: Readonly<Record<string, number>> = {
  e: 0,
  u: 1,
  i: 2,
  a: 3,
  E: 4,
  o: 6,
  // Capitals of the other vowels, as a phone keyboard may give them.
  A: 3,
  I: 2,
  O: 6,
  U: 1,
};

const glottal = 0x12a0; // አ
const pharyngeal = 0x12d0; // ዐ

/** The row of each typed consonant letter; the backtick forms are keyed with it ("`s"). */
const rowOf = new Map<string, number>(
  consonantRows
    .filter((row) => row.base !== glottal && row.base !== pharyngeal)
    .map((row) => [row.sera, row.base]),
);
/** A vowel on its own: the glottal row (a → አ, e → እ, i → ኢ, u → ኡ, E → ኤ, o → ኦ). */
const aloneOrder: Readonly<Record<string, number>> = { a: 0, A: 0, e: 5 };
/** Latin letters that are not in the SERA table but are typed for the same sounds. */
const extraLetters: Readonly<Record<string, number>> = { c: 0x1278 /* ቸ */ };

/**
 * Two letters that make one sound: the bare form the first letter made, then the second letter,
 * and the Latin letters that may have made that bare form (so that "chh" is ች then ህ, not ች).
 */
const digraphs: Readonly<Record<string, { row: number; after: readonly string[] }>> = {
  [`${base(0x1230)}h`]: { row: 0x1238, after: ['s'] }, // ስ + h → ሽ
  [`${base(0x1278)}h`]: { row: 0x1278, after: ['c'] }, // ች + h → ች
  [`${base(0x1270)}s`]: { row: 0x1338, after: ['t'] }, // ት + s → ጽ
  [`${base(0x1290)}y`]: { row: 0x1298, after: ['n'] }, // ን + y → ኝ
  [`${base(0x12d8)}h`]: { row: 0x12e0, after: ['z'] }, // ዝ + h → ዥ
  [`${base(0x12a8)}h`]: { row: 0x12b8, after: ['k'] }, // ክ + h → ኽ
  [`${base(0x1270)}'`]: { row: 0x1320, after: ['t'] }, // ት' → ጥ
  [`${base(0x1278)}'`]: { row: 0x1328, after: ['c', 'h'] }, // ች' → ጭ
  [`${base(0x1350)}'`]: { row: 0x1330, after: ['p'] }, // ፕ' → ጵ
  [`${base(0x12a8)}'`]: { row: 0x1240, after: ['k'] }, // ክ' → ቅ
  [`${base(0x1230)}'`]: { row: 0x1338, after: ['s'] }, // ስ' → ጽ
};

/** Rows whose wa form is in a labialised row (ቋ, ኳ, ጓ, ኋ, …): row base → labialised base. */
const labialisedOf = new Map<number, number>(
  consonantRows.flatMap((row) => {
    const labialised = labialisedRows.find((other) => other.sera === row.sera);
    return labialised ? [[row.base, labialised.base] as const] : [];
  }),
);

function base(row: number, order = 5): string {
  return String.fromCodePoint(row + order);
}

/** The row and order (0–7) of a syllable of the consonant rows, or null. */
export function syllableOf(char: string | undefined): { row: number; order: number } | null {
  if (!char) return null;
  const code = char.codePointAt(0) ?? 0;
  if (code < 0x1200 || code > 0x1357) return null;
  const row = code - (code % 8);
  if (!consonantRows.some((candidate) => candidate.base === row)) return null;
  return { row, order: code - row };
}

function isWaForm(char: string): boolean {
  const syllable = syllableOf(char);
  if (syllable) return syllable.order === 7 && syllable.row !== glottal;
  const code = char.codePointAt(0) ?? 0;
  return labialisedRows.some((row) => code === row.base + 3);
}

export interface Edit {
  /** How many characters before the caret the edit replaces. */
  remove: number;
  insert: string;
}

/**
 * What typing `char` does after the text `before` (what precedes the caret): replace the last
 * `remove` characters with `insert`. Plain characters give `{ remove: 0, insert: char }`.
 * `typed` is the Latin character typed just before this one, when known: two-letter sounds
 * (sh, ch, ts, …) join only letters typed one after the other.
 */
export function typeChar(before: string, char: string, typed?: string): Edit {
  const chars = [...before];
  const previous = chars.at(-1);
  const syllable = syllableOf(previous);
  const plain: Edit = { remove: 0, insert: char };

  // A backtick and a letter: the other row of letters that sound alike.
  if (previous === '`') {
    const row = rowOf.get(`\`${char}`);
    if (row !== undefined) return { remove: 1, insert: base(row) };
    const order = vowelOrder[char];
    if (order !== undefined) {
      return { remove: 1, insert: base(pharyngeal, aloneOrder[char] ?? order) };
    }
  }
  if (previous && syllable?.order === 5) {
    const joined = digraphs[`${previous}${char}`];
    if (joined && (typed === undefined || joined.after.includes(typed))) {
      return { remove: 1, insert: base(joined.row) };
    }
  }
  if (previous === ':' && char === ':') return { remove: 1, insert: '።' };

  // "Wa": the a after W is already in the wa form.
  if (char === 'a' && previous && isWaForm(previous)) return { remove: 1, insert: previous };
  const order = vowelOrder[char];
  if (order !== undefined) {
    if (syllable?.order === 5) return { remove: 1, insert: base(syllable.row, order) };
    // i then e: the 5th order (ሲ + e → ሴ).
    if (syllable?.order === 2 && char === 'e') return { remove: 1, insert: base(syllable.row, 4) };
    return { remove: 0, insert: base(glottal, aloneOrder[char] ?? order) };
  }
  if (char === 'W' && syllable?.order === 5) {
    const labialised = labialisedOf.get(syllable.row);
    return { remove: 1, insert: labialised ? base(labialised, 3) : base(syllable.row, 7) };
  }
  const row = rowOf.get(char) ?? extraLetters[char];
  if (row !== undefined) return { remove: 0, insert: base(row) };
  return plain;
}

/** Types a whole Latin text after `before`: the result replaces `before` (a pure function). */
export function typeText(before: string, text: string): string {
  let out = before;
  let typed: string | undefined;
  for (const char of text) {
    const edit = typeChar(out, char, typed);
    typed = char;
    const kept = [...out];
    out = kept.slice(0, kept.length - edit.remove).join('') + edit.insert;
  }
  return out;
}

/** The syllable table shown in Settings: each consonant's Latin letters and its seven orders. */
export function syllableTable(): Array<{ latin: string; syllables: string[] }> {
  return consonantRows
    .filter((row) => row.base !== glottal && row.base !== pharyngeal)
    .map((row) => ({
      latin: row.sera,
      syllables: [0, 1, 2, 3, 4, 5, 6].map((order) => base(row.base, order)),
    }));
}

/** The Latin letter typed after a consonant for each order, in table order. */
export const orderLetters = ['e', 'u', 'i', 'a', 'E', '', 'o'] as const;
