import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectLanguage } from './i18n';

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('detectLanguage', () => {
  it('uses the stored choice when it is en, am or ti', () => {
    window.localStorage.setItem('aebro.language', 'am');
    expect(detectLanguage()).toBe('am');
    window.localStorage.setItem('aebro.language', 'ti');
    expect(detectLanguage()).toBe('ti');
  });

  it('follows a browser that prefers Tigrinya', () => {
    vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['ti-ER', 'en-US']);
    expect(detectLanguage()).toBe('ti');
  });

  it('ignores any other stored value and falls back to the browser preference', () => {
    window.localStorage.setItem('aebro.language', '<script>');
    vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['am-ET', 'en']);
    expect(detectLanguage()).toBe('am');
  });

  it('defaults to English', () => {
    vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['fr-FR']);
    expect(detectLanguage()).toBe('en');
  });
});
