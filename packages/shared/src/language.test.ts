import { describe, expect, it } from 'vitest';
import { parseLanguage, preferredLanguage } from './language';

describe('parseLanguage', () => {
  it('accepts only en, am and ti', () => {
    expect(parseLanguage('en')).toBe('en');
    expect(parseLanguage('am')).toBe('am');
    expect(parseLanguage('ti')).toBe('ti');
    for (const value of ['EN', 'fr', '', ' am', 'TI', 'ti-ER', 'tig', null, undefined, 1, {}]) {
      expect(parseLanguage(value)).toBeNull();
    }
  });
});

describe('preferredLanguage', () => {
  it('is the first of Amharic or Tigrinya the browser prefers, else English', () => {
    expect(preferredLanguage(['am-ET', 'en'])).toBe('am');
    expect(preferredLanguage(['en-US', ' AM'])).toBe('am');
    expect(preferredLanguage(['en-US', 'ti-ER'])).toBe('ti');
    expect(preferredLanguage(['ti', 'am'])).toBe('ti');
    expect(preferredLanguage(['am', 'ti-ET'])).toBe('am');
    expect(preferredLanguage(['tig-ER', 'amh'])).toBe('en');
    expect(preferredLanguage([])).toBe('en');
  });
});
