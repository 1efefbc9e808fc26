import { describe, expect, it } from 'vitest';
import { rangeOf } from './date-ranges';

describe('rangeOf', () => {
  // A Thursday.
  const now = new Date(2026, 10, 19, 15, 30);

  it('gives today, this weekend and the rest of the month in local days', () => {
    expect(rangeOf('today', {}, now)).toEqual({
      from: new Date(2026, 10, 19).toISOString(),
      to: new Date(2026, 10, 20).toISOString(),
    });
    expect(rangeOf('weekend', {}, now)).toEqual({
      from: new Date(2026, 10, 21).toISOString(),
      to: new Date(2026, 10, 23).toISOString(),
    });
    expect(rangeOf('month', {}, now)).toEqual({
      from: new Date(2026, 10, 19).toISOString(),
      to: new Date(2026, 11, 1).toISOString(),
    });
    expect(rangeOf('any', {}, now)).toEqual({});
  });

  it('keeps what is left of a weekend on a Sunday, and takes custom days inclusive', () => {
    const sunday = new Date(2026, 10, 22, 10);
    expect(rangeOf('weekend', {}, sunday)).toEqual({
      from: new Date(2026, 10, 22).toISOString(),
      to: new Date(2026, 10, 23).toISOString(),
    });
    expect(rangeOf('custom', { from: '2026-12-01', to: '2026-12-03' }, now)).toEqual({
      from: new Date(2026, 11, 1).toISOString(),
      to: new Date(2026, 11, 4).toISOString(),
    });
    expect(rangeOf('custom', { from: 'nonsense' }, now)).toEqual({});
  });
});
