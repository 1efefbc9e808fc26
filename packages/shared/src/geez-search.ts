import { allSyllables, ethiopicPunctuation } from './geez-syllables';

/**
 * Search that understands Ge'ez and Latin spellings.
 *
 * A searchable text becomes a *search document*: `fold(text) + ' | ' + key(text)`.
 * - `foldGeez`: lower case, and the Ge'ez letters that sound the same folded together (ሐ/ኀ → ሀ,
 *   ሠ → ሰ, ዐ → አ, ፀ → ጸ, ቐ → ቀ, in every order; ሃ → ሀ and ኣ → አ). It keeps every other
 *   character, so an exact part of a text is always found.
 * - `searchKey`: a Latin phonetic key, the same for ሰላም, "Selam" and "salam": Ge'ez is
 *   transliterated (ሰ → se, ላ → la, ም → m), Latin spellings are normalised (q → k, ch, sh, ts, ph,
 *   accents), doubled letters count once (gemination is not written in Ge'ez) and the vowels
 *   a/e/i are left out (Latin writes the 1st order as e or a, and the 6th order as e, i or
 *   nothing), keeping u and o. "Yohannes" and ዮሐንስ are both `yohns`.
 *
 * The database has the same functions (`aebro_search_fold`, `aebro_search_key`,
 * `aebro_search_text`), generated from the steps below by `searchSql()`, so an expression index
 * on `aebro_search_text(column)` serves `like` with the patterns of `searchPatterns(query)`.
 * A test runs both over every Ge'ez letter and sample names and requires the same result.
 */

type Step =
  | { kind: 'lower' }
  | { kind: 'translate'; from: string; to: string }
  | { kind: 'replace'; pattern: string; replacement: string }
  /** Steps that change nothing unless the text matches `when`: skipped otherwise (a speed-up). */
  | { kind: 'when'; when: string; steps: Step[] };

const syllables = allSyllables();
const firstGeez = String.fromCodePoint(0x1200);
const lastGeez = String.fromCodePoint(0x137f);
/** Any Ethiopic character. */
const geezPattern = `[${firstGeez}-${lastGeez}]`;

function charClass(chars: Iterable<string>): string {
  return `([${[...chars].join('')}])`;
}

/** Accented Latin letters (lower case, after `lower`) to their plain letter. */
function accents(): { from: string; to: string } {
  const accented = 'àáâãäåèéêëìíîïòóôõöùúûüçñýÿ';
  let to = '';
  for (const char of accented) to += char.normalize('NFD')[0]!;
  // ə and ɨ, the vowels of the 1st and 6th orders in scholarly transliteration.
  return { from: `${accented}əɨ`, to: `${to}ei` };
}

/**
 * The steps of the key. Ge'ez consonants become upper-case letters until the Latin spellings are
 * normalised, so that (for example) ስ followed by ሀ is not read as the Latin "sh".
 */
function keySteps(): Step[] {
  const geez: Step[] = [];
  // Each syllable is followed by its vowel, then its infix goes between it and the vowel.
  for (const vowel of ['e', 'u', 'i', 'a', 'o']) {
    const chars = syllables.filter((s) => s.vowel === vowel).map((s) => s.char);
    geez.push({ kind: 'replace', pattern: charClass(chars), replacement: `\\1${vowel}` });
  }
  for (const infix of ['w', 'y']) {
    const chars = syllables.filter((s) => s.infix.includes(infix)).map((s) => s.char);
    geez.push({ kind: 'replace', pattern: charClass(chars), replacement: `\\1${infix}` });
  }
  // Then each syllable becomes its consonant (the glottal ones, listed last, disappear).
  const sounding = syllables.filter((s) => s.key !== '');
  const silent = syllables.filter((s) => s.key === '');
  geez.push({
    kind: 'translate',
    from:
      ethiopicPunctuation +
      sounding.map((s) => s.char).join('') +
      silent.map((s) => s.char).join(''),
    to: ' '.repeat(ethiopicPunctuation.length) + sounding.map((s) => s.key.toUpperCase()).join(''),
  });
  return [
    { kind: 'lower' },
    { kind: 'when', when: '[^\\x01-\\x7f]', steps: [{ kind: 'translate', ...accents() }] },
    { kind: 'when', when: geezPattern, steps: geez },
    { kind: 'translate', from: 'q', to: 'k' },
    { kind: 'replace', pattern: 'c(?!h)', replacement: 'k' },
    { kind: 'replace', pattern: 'ch', replacement: 'c' },
    { kind: 'replace', pattern: 'sh', replacement: 'x' },
    { kind: 'replace', pattern: 'ph', replacement: 'f' },
    { kind: 'replace', pattern: 't[sz]', replacement: 'q' },
    // "Haile", "Tsehai": Latin ai is the a of a syllable and the y of ይ.
    { kind: 'replace', pattern: 'ai', replacement: 'ay' },
    { kind: 'lower' },
    // Doubled consonants count once (Ge'ez does not write gemination).
    { kind: 'replace', pattern: '([b-df-hj-np-tv-z])\\1+', replacement: '\\1' },
    { kind: 'translate', from: 'aei', to: '' },
    { kind: 'replace', pattern: '[^a-z0-9]+', replacement: ' ' },
  ];
}

/** Ge'ez letters that sound the same → one of them (the 1st order of ሀ and አ for their 4th). */
function foldTable(): { from: string; to: string } {
  const rowFolds: Array<[number, number]> = [
    [0x1210, 0x1200], // ሐ → ሀ
    [0x1280, 0x1200], // ኀ → ሀ
    [0x1220, 0x1230], // ሠ → ሰ
    [0x12d0, 0x12a0], // ዐ → አ
    [0x1340, 0x1338], // ፀ → ጸ
    [0x1250, 0x1240], // ቐ → ቀ
    [0x1258, 0x1248], // ቘ → ቈ
  ];
  const map = new Map<string, string>();
  for (const [from, to] of rowFolds) {
    for (let offset = 0; offset < 8; offset++) {
      const a = String.fromCodePoint(from + offset);
      const b = String.fromCodePoint(to + offset);
      if (/\p{L}/u.test(a) && /\p{L}/u.test(b)) map.set(a, b);
    }
  }
  // ሃ and ኣ read like ሀ and አ in Amharic.
  const fourth: Array<[string, string]> = [
    ['ሃ', 'ሀ'],
    ['ሓ', 'ሀ'],
    ['ኃ', 'ሀ'],
    ['ኣ', 'አ'],
    ['ዓ', 'አ'],
  ];
  for (const [a, b] of fourth) map.set(a, b);
  return { from: [...map.keys()].join(''), to: [...map.values()].join('') };
}

const keyPipeline = keySteps();
const foldTableText = foldTable();

function translate(text: string, from: string, to: string): string {
  const fromChars = [...from];
  const toChars = [...to];
  const table = new Map<string, string>();
  fromChars.forEach((char, index) => {
    if (!table.has(char)) table.set(char, toChars[index] ?? '');
  });
  let out = '';
  for (const char of text) out += table.get(char) ?? char;
  return out;
}

type Compiled = (text: string) => string;

function compile(steps: Step[]): Compiled[] {
  return steps.map((step): Compiled => {
    switch (step.kind) {
      case 'lower':
        return (text) => text.toLowerCase();
      case 'translate':
        return (text) => translate(text, step.from, step.to);
      case 'replace': {
        const regex = new RegExp(step.pattern, 'gu');
        const replacement = step.replacement.replace(/\\(\d)/g, '$$$1');
        return (text) => text.replace(regex, replacement);
      }
      case 'when': {
        const when = new RegExp(step.when, 'u');
        const inner = compile(step.steps);
        return (text) => (when.test(text) ? run(inner, text) : text);
      }
    }
  });
}

function run(steps: Compiled[], text: string): string {
  let out = text;
  for (const step of steps) out = step(out);
  return out;
}

const compiled = compile(keyPipeline);
const geezTest = new RegExp(geezPattern, 'u');

/** Lower case with the Ge'ez letters that sound the same folded together. */
export function foldGeez(text: string): string {
  const lower = text.toLowerCase();
  return geezTest.test(lower) ? translate(lower, foldTableText.from, foldTableText.to) : lower;
}

/** The Latin phonetic key of a text (see the module's comment); words stay apart. */
export function searchKey(text: string): string {
  return run(compiled, text).trim();
}

/** What the database indexes for a text: `aebro_search_text(text)`. */
export function searchDocument(text: string): string {
  return `${foldGeez(text)} | ${searchKey(text)}`;
}

/** A phonetic key shorter than this matches too much to be worth it ("abebe" → "bb" is kept). */
export const minimumKeyLength = 2;

/** Escapes `like`'s wildcards in a literal part of a pattern. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * The `like` patterns a search document must match one of: the folded query anywhere, or its
 * phonetic key anywhere (when it is long enough to mean something). Empty for an empty query.
 */
export function searchPatterns(query: string): string[] {
  return searchNeedles(query).map((needle) => `%${likeEscape(needle)}%`);
}

/** What a search document must contain one of: the folded query, or its key when long enough. */
export function searchNeedles(query: string): string[] {
  const folded = foldGeez(query.trim());
  if (folded === '') return [];
  const needles = [folded];
  const key = searchKey(query);
  if (key.replace(/ /g, '').length >= minimumKeyLength && key !== folded) needles.push(key);
  return needles;
}

/**
 * Whether a text matches a query as the database's search would (the same document and patterns):
 * for the short lists searched in the browser (the cities), so that every search box finds ሰላም
 * for "selam". False for an empty query.
 */
export function matchesSearch(text: string, query: string): boolean {
  const document = searchDocument(text);
  return searchNeedles(query).some((needle) => document.includes(needle));
}

/** Whether a text starts with what was typed, in either spelling (for ordering suggestions). */
export function startsWithSearch(text: string, query: string): boolean {
  const folded = foldGeez(query.trim());
  if (folded === '') return false;
  if (foldGeez(text).startsWith(folded)) return true;
  const key = searchKey(query);
  return key.replace(/ /g, '').length >= minimumKeyLength && searchKey(text).startsWith(key);
}

function sqlLiteral(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

function plpgsql(steps: Step[], indent: string): string[] {
  return steps.flatMap((step) => {
    switch (step.kind) {
      case 'lower':
        return [`${indent}s := lower(s);`];
      case 'translate':
        return [`${indent}s := translate(s, ${sqlLiteral(step.from)}, ${sqlLiteral(step.to)});`];
      case 'replace':
        return [
          `${indent}s := regexp_replace(s, ${sqlLiteral(step.pattern)}, ${sqlLiteral(step.replacement)}, 'g');`,
        ];
      case 'when':
        return [
          `${indent}IF s ~ ${sqlLiteral(step.when)} THEN`,
          ...plpgsql(step.steps, `${indent}  `),
          `${indent}END IF;`,
        ];
    }
  });
}

/**
 * The SQL that defines `aebro_search_fold(text)`, `aebro_search_key(text)` and
 * `aebro_search_text(text)` (IMMUTABLE, so they can be indexed), step for step the functions
 * above. The migration holds its output; a test checks that they agree.
 */
export function searchSql(): string {
  const fold = [
    `  f := lower(input);`,
    `  IF f ~ ${sqlLiteral(geezPattern)} THEN`,
    `    f := translate(f, ${sqlLiteral(foldTableText.from)}, ${sqlLiteral(foldTableText.to)});`,
    `  END IF;`,
  ];
  const key = [`  s := input;`, ...plpgsql(keyPipeline, '  ')];
  const fn = (name: string, body: string[], result: string) => [
    `CREATE OR REPLACE FUNCTION ${name}(input text) RETURNS text LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$`,
    `DECLARE f text; s text;`,
    `BEGIN`,
    ...body,
    `  RETURN ${result};`,
    `END $$;`,
  ];
  // Each function is whole in itself (none calls another): PostgreSQL 17+ builds and maintains
  // indexes with a search_path of pg_catalog only, where our own functions would not be found.
  return [
    ...fn('aebro_search_fold', fold, 'f'),
    `--> statement-breakpoint`,
    ...fn('aebro_search_key', key, 'btrim(s)'),
    `--> statement-breakpoint`,
    ...fn('aebro_search_text', [...fold, ...key], "f || ' | ' || btrim(s)"),
  ].join('\n');
}
