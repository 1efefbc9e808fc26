import { describe, expect, it } from 'vitest';
import { parseLanguage } from './language';

describe('parseLanguage', () => {
  it('accepts only en and am', () => {
    expect(parseLanguage('en')).toBe('en');
    expect(parseLanguage('am')).toBe('am');
    for (const value of ['EN', 'fr', '', ' am', null, undefined, 1, {}]) {
      expect(parseLanguage(value)).toBeNull();
    }
  });
});
