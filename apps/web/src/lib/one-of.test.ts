import { describe, expect, it } from 'vitest';
import { oneOf } from './one-of';

describe('oneOf', () => {
  const tabs = ['mine', 'discover'] as const;

  it('gives the value when it is one of the list', () => {
    expect(oneOf(tabs, 'discover')).toBe('discover');
  });

  it('gives undefined for a value outside the list, a different case or none', () => {
    expect(oneOf(tabs, 'Discover')).toBeUndefined();
    expect(oneOf(tabs, '')).toBeUndefined();
    expect(oneOf(tabs, null)).toBeUndefined();
  });
});
