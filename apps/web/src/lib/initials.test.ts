import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it.each([
    ['Selam Tesfaye', 'ST'],
    ['Debre Hiwot community', 'DH'],
    ['  dc   habesha ', 'DH'],
    ['ሰላም', 'ሰ'],
    ['ደብረ ሕይወት', 'ደሕ'],
    ['', ''],
  ])('%s → %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
