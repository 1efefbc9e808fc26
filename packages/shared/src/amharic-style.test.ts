import { describe, expect, it } from 'vitest';
import { amharicStyleProblems } from './amharic-style';

describe('amharicStyleProblems', () => {
  it('accepts polite, well punctuated Amharic with values standing apart', () => {
    for (const text of [
      'የይለፍ ቃል ይቀይሩ',
      'ከሁሉም መሣሪያዎች ይውጡ',
      'ባለሁለት ደረጃ ማረጋገጫን ያብሩ',
      'ሁሉንም ያጽዱ',
      'አረጋግጠው ያብሩ',
      '{{name}} — ግንኙነቶች',
      'ወደ {{email}} የተላከውን ማስፈንጠሪያ ይጫኑ።',
      'ተከታዮች፦ {{name}}',
      'ምዝገባው አልተሳካም፦ {{message}}',
      'ሰላም Selam Tesfaye፣',
      'ይህን QR ኮድ ይቃኙ።',
      'በመግባት ላይ...',
      '{{used}}/{{max}} ቁምፊ',
    ])
      expect(amharicStyleProblems(text), text).toEqual([]);
  });

  it('finds informal commands as whole words only', () => {
    expect(amharicStyleProblems('የይለፍ ቃል ቀይር')).toHaveLength(1);
    expect(amharicStyleProblems('ከሁሉም ቦታ ውጣ')).toHaveLength(1);
    expect(amharicStyleProblems('አረጋግጥና አብራ')).toHaveLength(1);
    expect(amharicStyleProblems('አረጋግጥ፣ አብራ')).toHaveLength(2);
    expect(amharicStyleProblems('ይቀይሩ')).toEqual([]);
    expect(amharicStyleProblems('ስለ አስተያየቶች አሳውቀኝ')).toHaveLength(1);
  });

  it('finds Ethiopic letters glued onto interpolations and Latin words', () => {
    for (const text of [
      'የ{{name}} ግንኙነቶች',
      'የገቡት በ{{email}} ነው',
      'ለ“{{query}}” ማንም አልተገኘም',
      '{{name}}ን ይከተሉ',
      'የSelam Tesfaye ግንኙነቶች',
      'በselam@example.com',
      'የQR ኮድ',
      'Selamን ይከተሉ',
      'ከ5 ቁምፊዎች፦{{count}}',
    ])
      expect(amharicStyleProblems(text), text).toHaveLength(1);
  });

  it('finds literal translations and Latin punctuation', () => {
    expect(amharicStyleProblems('እንደ ብቅ-ባይ ያሳዩ')).toHaveLength(1);
    expect(amharicStyleProblems('የሐበሻ ዲያስፖራ መኖሪያ ቤት')).toHaveLength(1);
    expect(amharicStyleProblems('ልጥፍዎ ተለጥፏል.')).toHaveLength(1);
    expect(amharicStyleProblems('ፎቶዎች, ቪዲዮዎች')).toHaveLength(1);
  });
});
