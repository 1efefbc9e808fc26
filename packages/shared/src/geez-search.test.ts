import { describe, expect, it } from 'vitest';
import {
  foldGeez,
  matchesSearch,
  searchDocument,
  searchKey,
  searchPatterns,
  startsWithSearch,
} from './geez-search';
import { allSyllables, consonantRows, orders } from './geez-syllables';

describe("folding Ge'ez letters that sound the same", () => {
  const rows: Array<[string, string]> = [
    ['ሐሑሒሓሔሕሖ', 'ሀሁሂሀሄህሆ'],
    ['ኀኁኂኃኄኅኆ', 'ሀሁሂሀሄህሆ'],
    ['ሠሡሢሣሤሥሦ', 'ሰሱሲሳሴስሶ'],
    ['ዐዑዒዓዔዕዖ', 'አኡኢአኤእኦ'],
    ['ፀፁፂፃፄፅፆ', 'ጸጹጺጻጼጽጾ'],
    ['ቐቑቒቓቔቕቖ', 'ቀቁቂቃቄቅቆ'],
    ['ሃኣ', 'ሀአ'],
  ];
  it.each(rows)('%s → %s in every order', (from, to) => {
    expect(foldGeez(from)).toBe(to);
  });
  it('keeps other letters and lowers Latin', () => {
    expect(foldGeez('ሰላም Selam ቀለም ለ')).toBe('ሰላም selam ቀለም ለ');
    expect(foldGeez('ሠላም')).toBe(foldGeez('ሰላም'));
    expect(foldGeez('ፀሐይ')).toBe(foldGeez('ጸሃይ'));
    expect(foldGeez('ዓለም')).toBe(foldGeez('አለም'));
  });
});

describe("the phonetic key: Ge'ez and Latin spellings meet", () => {
  const same: string[][] = [
    ['ሰላም', 'ሠላም', 'Selam', 'salam', 'SELLAM'],
    ['ዮሐንስ', 'ዮሃንስ', 'Yohannes', 'Yohanes'],
    ['መስፍን', 'Mesfin', 'Mesfen'],
    ['አበበ', 'Abebe', 'Ababa', 'Abäbä'],
    ['አዲስ አበባ', 'Addis Ababa', 'addis abeba'],
    ['ፀሐይ', 'ጸሃይ', 'Tsehay', 'Tsehai', 'Tzehay'],
    ['ቅዱስ', 'Kidus', 'Qidus'],
    ['ጫላ', 'Chala', 'Challa'],
    ['ቴዎድሮስ', 'Tewodros', 'Téwodros'],
    ['ብርሃነ', 'Berhane', 'Birhane'],
    ['ኃይለ ገብረሥላሴ', 'Haile Gebreselassie', 'Haile Gebreselasie'],
    ['ዳዊት', 'Dawit', 'Dawitt'],
    ['ትግስት', 'Tigist', 'Tgist'],
    ['ሐበሻ', 'ሀበሻ', 'Habesha', 'Habasha'],
    ['አማኑኤል', 'Amanuel', 'Emmanuel'],
    ['እዮብ', 'Eyob', 'Iyob'],
    ['ሸዊት', 'Shewit', 'Shawit'],
    ['ቡና', 'Buna', 'Bunna'],
    ['ጤፍ', 'Teff', 'Tef'],
    ['ፊልጶስ', 'Filipos', 'Philipos'],
  ];
  it.each(same.map((spellings) => [spellings.join(' = '), spellings] as const))(
    '%s',
    (_, spellings) => {
      const keys = spellings.map(searchKey);
      expect(new Set(keys).size, keys.join(', ')).toBe(1);
    },
  );

  it('transliterates the orders of a row: consonant + u/o, the other vowels left out', () => {
    expect(['ሰ', 'ሱ', 'ሲ', 'ሳ', 'ሴ', 'ስ', 'ሶ', 'ሷ'].map(searchKey)).toEqual([
      's',
      'su',
      's',
      's',
      's',
      's',
      'so',
      'sw',
    ]);
    expect(['ኘ', 'ኙ', 'ኟ'].map(searchKey)).toEqual(['ny', 'nyu', 'nyw']);
    expect(['ቈ', 'ኰ', 'ጐ', 'ፘ'].map(searchKey)).toEqual(['kw', 'kw', 'gw', 'ry']);
    expect(['አ', 'ኡ', 'ኦ', 'ዐ', 'ዑ'].map(searchKey)).toEqual(['', 'u', 'o', '', 'u']);
  });

  it('gives every consonant row its consonant, the same in each of its orders', () => {
    for (const row of consonantRows) {
      const sixth = String.fromCodePoint(row.base + 5);
      expect(searchKey(sixth), sixth).toBe(row.key + (row.infix ?? ''));
    }
    expect(orders).toHaveLength(8);
  });

  it('makes keys of plain Latin letters and digits only, words kept apart', () => {
    for (const syllable of allSyllables()) {
      expect(searchKey(syllable.char)).toMatch(/^[a-z]*$/);
    }
    expect(searchKey('ሰላም። እንዴት ነህ? 2018')).toBe('slm ndt nh 2018');
    expect(searchKey('Q&A: chai, sh*t!')).toBe('k cy x t');
  });
});

describe('search patterns', () => {
  it('match the folded text or its key, escaped for like', () => {
    expect(searchPatterns('ሰላም')).toEqual(['%ሰላም%', '%slm%']);
    expect(searchPatterns(' Selam ')).toEqual(['%selam%', '%slm%']);
    expect(searchPatterns('50%_off')).toEqual(['%50\\%\\_off%', '%50 of%']);
    expect(searchPatterns('')).toEqual([]);
    // A key of one letter would match almost everything: only the text itself then.
    expect(searchPatterns('al')).toEqual(['%al%']);
  });
  it('find the document of the other spelling', () => {
    const like = (document: string, pattern: string) =>
      document.includes(pattern.slice(1, -1).replace(/\\(.)/g, '$1'));
    for (const [query, text] of [
      ['selam', 'ሰላም ለሁላችሁ'],
      ['ሰላም', 'Selam everyone'],
      ['ሠላም', 'ሰላም'],
      ['yohannes', 'ዮሐንስ ተስፋዬ'],
    ] as const) {
      expect(searchPatterns(query).some((pattern) => like(searchDocument(text), pattern))).toBe(
        true,
      );
    }
    expect(searchPatterns('teff').some((p) => like(searchDocument('Coffee ceremony'), p))).toBe(
      false,
    );
  });
});

describe('matching in the browser', () => {
  it('finds what the database would find, in either spelling', () => {
    for (const [query, text] of [
      ['selam', 'ሰላም ለሁላችሁ'],
      ['ሰላም', 'Selam everyone'],
      ['mekele', 'መቐለ'],
      ['ኣዲስ', 'አዲስ አበባ'],
      ['addis', 'Addis Ababa, Ethiopia'],
    ] as const)
      expect(matchesSearch(text, query), `${query} in ${text}`).toBe(true);
    expect(matchesSearch('Coffee ceremony', 'teff')).toBe(false);
    expect(matchesSearch('anything', '  ')).toBe(false);
  });

  it('tells a start from a match further in', () => {
    expect(startsWithSearch('ዋሽንግተን', 'wash')).toBe(true);
    expect(startsWithSearch('Washington, DC, USA', 'ዋሽ')).toBe(true);
    expect(startsWithSearch('Silver Spring, MD, USA', 'spring')).toBe(false);
    expect(matchesSearch('Silver Spring, MD, USA', 'spring')).toBe(true);
  });
});
