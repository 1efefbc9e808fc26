/**
 * The letters that stand for a name where there is no picture: the first letters of up to two
 * words ("Selam Tesfaye" → "ST", "Debre Hiwot" → "DH", "ሰላም" → "ሰ"). People's avatars and
 * communities' icons use the same, so a community reads the same in its chat and on its page.
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toUpperCase();
}
