import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('writes minor units in the reader’s language', () => {
    expect(formatMoney(700, 'USD', 'en')).toBe('$7.00');
    expect(formatMoney(1500, 'EUR', 'en')).toBe('€15.00');
    // A currency without minor units is not divided.
    expect(formatMoney(500, 'JPY', 'en')).toBe('¥500');
    expect(formatMoney(700, 'USD', 'am')).toMatch(/7\.00/);
  });
});
