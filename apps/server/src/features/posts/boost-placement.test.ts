import { describe, expect, it } from 'vitest';
import { boostSlots, interleave } from './boost-placement';

describe('where boosted posts go in a page', () => {
  it('has room for one per 10 posts, and none in a page of fewer than 5', () => {
    expect([0, 4, 5, 14, 15, 20, 25, 50].map(boostSlots)).toEqual([0, 0, 1, 1, 2, 2, 3, 5]);
  });

  it('puts them after the 5th post and after every 10 more: any 10 in a row hold at most one', () => {
    const page = Array.from({ length: 20 }, (_, index) => `p${index + 1}`);
    const placed = interleave(page, ['B1', 'B2', 'B3']);
    expect(placed.indexOf('B1')).toBe(5);
    expect(placed.indexOf('B2')).toBe(16);
    expect(placed).not.toContain('B3');
    // Two pages back to back: the gap between boosted posts stays 10.
    const twoPages = [...placed, ...interleave(page, ['B4'])];
    const positions = twoPages.flatMap((item, index) => (item.startsWith('B') ? [index] : []));
    for (let index = 1; index < positions.length; index += 1)
      expect((positions[index] ?? 0) - (positions[index - 1] ?? 0)).toBeGreaterThan(10);
  });
});
