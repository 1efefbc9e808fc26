/**
 * The house style of Aebro's Ge'ez-script texts (Amharic, and Tigrinya where it applies), as rules a
 * test can check: the web's locale files and the server's e-mail and notification texts are all
 * held to them, so one list serves every test.
 */

/** A Ge'ez letter (syllables and combining marks, not the Ethiopic punctuation or numerals). */
const letter = '\\u1200-\\u135F';
/** Any Ethiopic character, punctuation included. */
const ethiopic = '\\u1200-\\u137F';

/**
 * Informal (masculine singular) commands. Aebro addresses people politely: 'ይቀይሩ', 'ያስቀምጡ',
 * 'ይውጡ', never 'ቀይር', 'አስቀምጥ', 'ውጣ'. Also the informal pronouns.
 */
export const informalWords = [
  'ቀይር',
  'ውጣ',
  'አብራ',
  'አጥፋ',
  'አጽዳ',
  'አፅዳ',
  'አክል',
  'ጨምር',
  'አስቀምጥ',
  'ግባ',
  'ምረጥ',
  'አረጋግጥ',
  'ላክ',
  'ሰርዝ',
  'ክፈት',
  'ዝጋ',
  'ተከተል',
  'ፈልግ',
  'ጫን',
  'ተጫን',
  'ሞክር',
  'ተመለስ',
  'ቀጥል',
  'ፍጠር',
  'አስተካክል',
  'አሳይ',
  'አሳየኝ',
  'አሳውቀኝ',
  'አስታውሰኝ',
  'ደብቅ',
  'ቅዳ',
  'ስቀል',
  'አውርድ',
  'ዝለል',
  'እለፍ',
  'አስወግድ',
  'አድርግ',
  'ፍቀድ',
  'ከልክል',
  'አግድ',
  'ጻፍ',
  'ፃፍ',
  'ለጥፍ',
  'ውደድ',
  'ተቀላቀል',
  'ሂድ',
  'ጠብቅ',
  'አንብብ',
  'ተመልከት',
  'እይ',
  'አጉላ',
  'አሳንስ',
  'ቃኝ',
  'አዘምን',
  'አድስ',
  'ጠይቅ',
  'አንተ',
  'አንቺ',
  'ያንተ',
  'ያንቺ',
] as const;

/** Literal translations that read wrong, with what to write instead. */
export const avoidedPhrases: Readonly<Record<string, string>> = {
  'ብቅ-ባይ': "popup: 'ብቅ የሚሉ ማሳወቂያዎች' or 'የማሳወቂያ መስኮት'",
  'ብቅ ባይ': "popup: 'ብቅ የሚሉ ማሳወቂያዎች' or 'የማሳወቂያ መስኮት'",
  'መኖሪያ ቤት': "home: 'መነሻ' (screen), 'ቤት' (a place to live)",
};

const informalPattern = new RegExp(
  `(?<![${letter}])(?:${informalWords.join('|')})(?![${letter}])`,
  'gu',
);

const rules: readonly { pattern: RegExp; problem: string }[] = [
  {
    pattern: new RegExp(`[${ethiopic}][“‘"«]?\\{\\{`, 'u'),
    problem: 'an Ethiopic prefix or mark is glued onto an interpolated value',
  },
  {
    pattern: new RegExp(`\\}\\}[”’"»]?[${letter}]`, 'u'),
    problem: 'an Ethiopic suffix is glued onto an interpolated value',
  },
  {
    pattern: new RegExp(`[${ethiopic}][“‘"«]?[A-Za-z]`, 'u'),
    problem: 'an Ethiopic prefix or mark is glued onto a Latin word',
  },
  {
    pattern: new RegExp(`[A-Za-z][”’"»]?[${letter}]`, 'u'),
    problem: 'an Ethiopic suffix is glued onto a Latin word',
  },
  {
    pattern: new RegExp(`[${letter}](?:\\.(?!\\.)|,|;|:)`, 'u'),
    problem: "Latin punctuation after Ge'ez: use '።', '፣', '፤' or '፦'",
  },
];

/** What is wrong with one text, in words a test failure can show; empty when it follows the style. */
export function amharicStyleProblems(text: string): string[] {
  const problems: string[] = [];
  for (const match of text.matchAll(informalPattern))
    problems.push(`informal command or pronoun '${match[0]}': use the polite form`);
  for (const [phrase, instead] of Object.entries(avoidedPhrases))
    if (text.includes(phrase)) problems.push(`'${phrase}' is a literal translation; ${instead}`);
  for (const { pattern, problem } of rules) {
    const match = pattern.exec(text);
    if (match) problems.push(`${problem}: '${match[0]}'`);
  }
  return problems;
}
