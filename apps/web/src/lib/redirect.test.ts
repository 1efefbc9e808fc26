import { describe, expect, it } from 'vitest';
import { safeRedirect, signInPath } from './redirect';

describe('safeRedirect', () => {
  it('keeps paths of this site with their query and hash', () => {
    expect(safeRedirect('/settings')).toBe('/settings');
    expect(safeRedirect('/dashboard/settings#account')).toBe('/dashboard/settings#account');
    expect(safeRedirect('/messages/42?draft=1')).toBe('/messages/42?draft=1');
  });

  it('rejects everything that could leave the site', () => {
    for (const value of [
      'https://evil.example/',
      'http:/evil.example',
      '//evil.example/path',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'data:text/html,hi',
      'settings',
      ' /settings',
      '/\t/evil.example',
      `/${'a'.repeat(2001)}`,
      '',
      null,
      undefined,
    ]) {
      expect(safeRedirect(value), String(value)).toBeNull();
    }
  });

  it('keeps encoded characters encoded: they stay part of a path of this site', () => {
    expect(safeRedirect('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
    expect(safeRedirect('/%0a/x')).toBe('/%0a/x');
  });

  it('never sends back to the sign-in or password screens', () => {
    expect(safeRedirect('/auth')).toBeNull();
    expect(safeRedirect('/auth?redirect=/settings')).toBeNull();
    expect(safeRedirect('/reset-password?token=x')).toBeNull();
    expect(safeRedirect('/forgot-password')).toBeNull();
  });
});

describe('signInPath', () => {
  it('remembers the origin', () => {
    expect(signInPath('/settings')).toBe('/auth?redirect=%2Fsettings');
    expect(signInPath('/post/1?x=2')).toBe('/auth?redirect=%2Fpost%2F1%3Fx%3D2');
  });

  it('leaves out the default target and anything unsafe', () => {
    expect(signInPath('/dashboard')).toBe('/auth');
    expect(signInPath('//evil.example')).toBe('/auth');
  });
});
