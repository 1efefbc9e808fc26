import { describe, expect, it } from 'vitest';
import { syllableTable, typeChar, typeText } from './transliterate';

describe("the Ge'ez typing aid", () => {
  it.each([
    ['selam', 'ሰላም'],
    ['abebe', 'አበበ'],
    ['eyob', 'እዮብ'],
    ['amarNa', 'አማርኛ'],
    ['amarnya', 'አማርኛ'],
    ['Hebesha', 'ሐበሻ'],
    ['`selam', 'ሠላም'],
    ['tsehay', 'ጸሃይ'],
    ['`SeHay', 'ፀሓይ'],
    ['Tena ystlN', 'ጠና ይስትልኝ'],
    ["t'ena", 'ጠና'],
    ['chala', 'ቻላ'],
    ['lachhu', 'ላችሁ'],
    ['yeshsh', 'የሽሽ'],
    ["ch'ala", 'ጫላ'],
    ['buna', 'ቡና'],
    ['kidus', 'ኪዱስ'],
    ['qidus', 'ቂዱስ'],
    ['sielE', 'ሴሌ'],
    ['E', 'ኤ'],
    ['qWa', 'ቋ'],
    ['lWa', 'ሏ'],
    ['lW', 'ሏ'],
    ['selam::', 'ሰላም።'],
    ['Selam 2018!', 'ጸላም 2018!'],
    ['`a', 'ዐ'],
  ])('%s → %s', (latin, geez) => {
    expect(typeText('', latin)).toBe(geez);
  });

  it('changes only the text just before the caret', () => {
    expect(typeChar('hello ስ', 'e')).toEqual({ remove: 1, insert: 'ሰ' });
    expect(typeChar('ሰ', 'a')).toEqual({ remove: 0, insert: 'አ' });
    expect(typeChar('', '1')).toEqual({ remove: 0, insert: '1' });
    expect(typeChar('ስ', ' ')).toEqual({ remove: 0, insert: ' ' });
    expect(typeChar('ab', 'c')).toEqual({ remove: 0, insert: 'ች' });
    // Two-letter sounds join letters typed one after the other only.
    expect(typeChar('ስ', 'h', 's')).toEqual({ remove: 1, insert: 'ሽ' });
    expect(typeChar('ስ', 'h', 'h')).toEqual({ remove: 0, insert: 'ህ' });
  });

  it('has a table row per consonant with its seven orders', () => {
    const table = syllableTable();
    expect(table.find((row) => row.latin === 's')?.syllables).toEqual([
      'ሰ',
      'ሱ',
      'ሲ',
      'ሳ',
      'ሴ',
      'ስ',
      'ሶ',
    ]);
    expect(table.find((row) => row.latin === '`s')?.syllables[0]).toBe('ሠ');
    for (const row of table) {
      // Typing the letters of a row and its vowel gives the syllable shown.
      ['e', 'u', 'i', 'a', 'E', '', 'o'].forEach((vowel, order) => {
        expect(typeText('', row.latin + vowel), `${row.latin}${vowel}`).toBe(row.syllables[order]);
      });
    }
  });
});
