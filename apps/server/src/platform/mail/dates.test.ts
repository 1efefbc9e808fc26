import { describe, expect, it } from 'vitest';
import { formatMailDate } from './dates';

// 09:30 UTC on 1 December 2026 is 12:30 in Addis Ababa, Hidar 22, 2019 in the Ethiopian calendar.
const moment = new Date('2026-12-01T09:30:00Z');

describe('a date in an e-mail', () => {
  it('is Gregorian in the fallback zone until the member told theirs', () => {
    expect(formatMailDate(moment, 'en')).toBe('1 December 2026 at 09:30 UTC');
    expect(formatMailDate(moment, 'en', undefined, 'America/New_York')).toMatch(
      /^1 December 2026 at 04:30 (EST|GMT-5)$/,
    );
  });

  it("is in the member's own zone once known, whatever the fallback", () => {
    const reader = { timeZone: 'Africa/Addis_Ababa', calendar: 'gregorian' } as const;
    expect(formatMailDate(moment, 'en', reader, 'America/New_York')).toMatch(
      /^1 December 2026 at 12:30 (EAT|GMT\+3)$/,
    );
  });

  it('follows the Ethiopian calendar, or both, when the member chose it', () => {
    const ethiopian = { timeZone: 'Africa/Addis_Ababa', calendar: 'ethiopian' } as const;
    expect(formatMailDate(moment, 'en', ethiopian)).toMatch(/^Hidar 22, 2019 12:30 (EAT|GMT\+3)$/);
    expect(formatMailDate(moment, 'am', ethiopian)).toMatch(/^ኅዳር 22 ቀን 2019 ዓ\.ም\. /);
    expect(formatMailDate(moment, 'ti', ethiopian)).toMatch(/^22 ሕዳር 2019 ዓ\.ም\. /);
    const both = { timeZone: 'Africa/Addis_Ababa', calendar: 'both' } as const;
    expect(formatMailDate(moment, 'en', both)).toMatch(
      /^1 December 2026 at 12:30 (EAT|GMT\+3) \(Hidar 22, 2019\)$/,
    );
  });
});
