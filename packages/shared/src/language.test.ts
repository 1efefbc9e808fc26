import { describe, expect, it } from 'vitest';
import { parseLanguage, preferredLanguage } from './language';

describe('parseLanguage', () => {
  it('accepts only en and am', () => {
    expect(parseLanguage('en')).toBe('en');
    expect(parseLanguage('am')).toBe('am');
    for (const value of ['EN', 'fr', '', ' am', null, undefined, 1, {}]) {
      expect(parseLanguage(value)).toBeNull();
    }
  });
});

describe('preferredLanguage', () => {
  it('is Amharic when any preferred language is Amharic, else English', () => {
    expect(preferredLanguage(['am-ET', 'en'])).toBe('am');
    expect(preferredLanguage(['en-US', ' AM'])).toBe('am');
    expect(preferredLanguage(['en-US', 'ti-ER'])).toBe('en');
    expect(preferredLanguage([])).toBe('en');
  });
});
