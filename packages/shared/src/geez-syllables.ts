/**
 * The Ethiopic syllabary as rows of the Unicode block (U+1200–U+137F): each consonant has a row of
 * eight code points, one per order (ä, u, i, a, e, ə/none, o, and the labialised wa form), so a
 * syllable is `base + order`. A few consonants also have a labialised row (qwä, qwi, qwa, qwe, qwə).
 *
 * One table serves both directions of Aebro's Ge'ez support:
 * - `sera`: the Latin letters of the typing aid (SERA-like: capitals and a backtick pick the
 *   letters that sound alike, e.g. `s` ሰ, `` `s `` ሠ, `S` ጸ, `` `S `` ፀ);
 * - `key`: the consonant of the search key (letters that sound the same share one; the glottal
 *   አ/ዐ have none, so that አበበ reads like "abebe"); `infix` is said between the consonant and
 *   the vowel (ኘ "ny").
 *
 * No table was copied from another project: the rows follow the Unicode code chart.
 */
export interface ConsonantRow {
  /** First code point of the row (the 1st order). */
  base: number;
  /** The Latin letters typed for it with the typing aid. */
  sera: string;
  /** Its consonant in the search key ('' for the glottal stop). */
  key: string;
  infix?: string;
}

export const consonantRows: readonly ConsonantRow[] = [
  { base: 0x1200, sera: 'h', key: 'h' }, // ሀ
  { base: 0x1208, sera: 'l', key: 'l' }, // ለ
  { base: 0x1210, sera: 'H', key: 'h' }, // ሐ
  { base: 0x1218, sera: 'm', key: 'm' }, // መ
  { base: 0x1220, sera: '`s', key: 's' }, // ሠ
  { base: 0x1228, sera: 'r', key: 'r' }, // ረ
  { base: 0x1230, sera: 's', key: 's' }, // ሰ
  { base: 0x1238, sera: 'x', key: 'x' }, // ሸ (sh)
  { base: 0x1240, sera: 'q', key: 'k' }, // ቀ
  { base: 0x1250, sera: 'Q', key: 'k' }, // ቐ (Tigrinya)
  { base: 0x1260, sera: 'b', key: 'b' }, // በ
  { base: 0x1268, sera: 'v', key: 'v' }, // ቨ
  { base: 0x1270, sera: 't', key: 't' }, // ተ
  { base: 0x1278, sera: 'c', key: 'c' }, // ቸ (ch)
  { base: 0x1280, sera: '`h', key: 'h' }, // ኀ
  { base: 0x1290, sera: 'n', key: 'n' }, // ነ
  { base: 0x1298, sera: 'N', key: 'n', infix: 'y' }, // ኘ (ny)
  { base: 0x12a0, sera: "'", key: '' }, // አ
  { base: 0x12a8, sera: 'k', key: 'k' }, // ከ
  { base: 0x12b8, sera: 'K', key: 'h' }, // ኸ
  { base: 0x12c8, sera: 'w', key: 'w' }, // ወ
  { base: 0x12d0, sera: '`', key: '' }, // ዐ
  { base: 0x12d8, sera: 'z', key: 'z' }, // ዘ
  { base: 0x12e0, sera: 'Z', key: 'z' }, // ዠ (zh)
  { base: 0x12e8, sera: 'y', key: 'y' }, // የ
  { base: 0x12f0, sera: 'd', key: 'd' }, // ደ
  { base: 0x12f8, sera: 'D', key: 'd' }, // ዸ
  { base: 0x1300, sera: 'j', key: 'j' }, // ጀ
  { base: 0x1308, sera: 'g', key: 'g' }, // ገ
  { base: 0x1318, sera: 'G', key: 'g' }, // ጘ
  { base: 0x1320, sera: 'T', key: 't' }, // ጠ
  { base: 0x1328, sera: 'C', key: 'c' }, // ጨ
  { base: 0x1330, sera: 'P', key: 'p' }, // ጰ
  { base: 0x1338, sera: 'S', key: 'q' }, // ጸ (ts)
  { base: 0x1340, sera: '`S', key: 'q' }, // ፀ (ts)
  { base: 0x1348, sera: 'f', key: 'f' }, // ፈ
  { base: 0x1350, sera: 'p', key: 'p' }, // ፐ
];

/** Labialised rows: qwä at +0, qwi +2, qwa +3, qwe +4, qwə +5 (the other slots are unassigned). */
export const labialisedRows: readonly ConsonantRow[] = [
  { base: 0x1248, sera: 'q', key: 'k' }, // ቈ
  { base: 0x1258, sera: 'Q', key: 'k' }, // ቘ
  { base: 0x1288, sera: '`h', key: 'h' }, // ኈ
  { base: 0x12b0, sera: 'k', key: 'k' }, // ኰ
  { base: 0x12c0, sera: 'K', key: 'h' }, // ዀ
  { base: 0x1310, sera: 'g', key: 'g' }, // ጐ
];

/** The seven orders (and the 8th, wa) as they are typed and as their vowel sounds in the key. */
export const orders = [
  { order: 1, sera: 'e', vowel: 'e' }, // ä: ሰ se
  { order: 2, sera: 'u', vowel: 'u' }, // ሱ su
  { order: 3, sera: 'i', vowel: 'i' }, // ሲ si
  { order: 4, sera: 'a', vowel: 'a' }, // ሳ sa
  { order: 5, sera: 'E', vowel: 'e' }, // ሴ sie
  { order: 6, sera: '', vowel: '' }, // ስ s (or sɨ)
  { order: 7, sera: 'o', vowel: 'o' }, // ሶ so
  { order: 8, sera: 'wa', vowel: 'a' }, // ሷ swa
] as const;

/** Vowels of the labialised rows by offset. */
export const labialisedVowels: Readonly<Record<number, string>> = {
  0: 'e',
  2: 'i',
  3: 'a',
  4: 'e',
  5: '',
};

/** ፘ, ፙ, ፚ: rya, mya, fya. */
export const yaSyllables: Readonly<Record<number, string>> = {
  0x1358: 'r',
  0x1359: 'm',
  0x135a: 'f',
};

/** Ethiopic punctuation: word space, full stop, comma, semicolon, colon, preface colon, question. */
export const ethiopicPunctuation = '፠፡።፣፤፥፦፧፨';

const assigned = /\p{L}/u;

/** Whether a code point is an assigned Ethiopic letter (a few slots of the chart are empty). */
export function isSyllable(codePoint: number): boolean {
  return assigned.test(String.fromCodePoint(codePoint));
}

export interface Syllable {
  char: string;
  /** Its consonant in the search key. */
  key: string;
  /** Said between consonant and vowel: 'y' (ኘ), 'w' (labialised, 8th order) or 'yw'. */
  infix: string;
  vowel: string;
}

/** Every syllable of the rows above with its search-key parts. */
export function allSyllables(): Syllable[] {
  const out: Syllable[] = [];
  for (const row of consonantRows) {
    for (let offset = 0; offset < 8; offset++) {
      const code = row.base + offset;
      if (!isSyllable(code)) continue;
      const order = orders[offset]!;
      let infix = row.infix ?? '';
      let vowel: string = order.vowel;
      if (offset === 7) {
        if (row.base === 0x12a0) {
          vowel = 'e'; // ኧ is ä, not a labialised glottal
        } else {
          infix += 'w';
        }
      }
      out.push({ char: String.fromCodePoint(code), key: row.key, infix, vowel });
    }
  }
  for (const row of labialisedRows) {
    for (const [offset, vowel] of Object.entries(labialisedVowels)) {
      const code = row.base + Number(offset);
      if (!isSyllable(code)) continue;
      out.push({ char: String.fromCodePoint(code), key: row.key, infix: 'w', vowel });
    }
  }
  for (const [code, key] of Object.entries(yaSyllables)) {
    out.push({ char: String.fromCodePoint(Number(code)), key, infix: 'y', vowel: 'a' });
  }
  return out;
}
