import { describe, expect, it } from 'vitest';
import { setCalendarPreference } from './calendar-preference';
import { formatMessageTime, formatRelativeTime } from './relative-time';

const now = new Date('2026-11-22T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('formatRelativeTime', () => {
  it('says just now, then minutes, hours and days, then the date (English)', () => {
    expect(formatRelativeTime(ago(10), 'en', 'just now', now)).toBe('just now');
    expect(formatRelativeTime(ago(60), 'en', 'just now', now)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(5 * 60), 'en', 'just now', now)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(3 * 3600), 'en', 'just now', now)).toBe('3 hours ago');
    expect(formatRelativeTime(ago(2 * 86400), 'en', 'just now', now)).toBe('2 days ago');
    expect(formatRelativeTime(ago(8 * 86400), 'en', 'just now', now)).toBe('Nov 14');
    expect(formatRelativeTime(new Date('2025-03-01T12:00:00Z'), 'en', 'just now', now)).toBe(
      'Mar 1, 2025',
    );
  });

  it("speaks Amharic in Ge'ez script", () => {
    expect(formatRelativeTime(ago(5), 'am', 'አሁን', now)).toBe('አሁን');
    for (const seconds of [60, 5 * 60, 3 * 3600, 2 * 86400]) {
      const text = formatRelativeTime(ago(seconds), 'am', 'አሁን', now);
      expect(text).toMatch(/[\u1200-\u137F]/);
      expect(text).not.toMatch(/[A-Za-z]/);
    }
  });

  it('speaks Tigrinya from its own table, as Chromium has no Tigrinya data', () => {
    expect(formatRelativeTime(ago(5), 'ti', 'ሕጂ', now)).toBe('ሕጂ');
    expect(formatRelativeTime(ago(60), 'ti', 'ሕጂ', now)).toBe('ቅድሚ 1 ደቒቕ');
    expect(formatRelativeTime(ago(5 * 60), 'ti', 'ሕጂ', now)).toBe('ቅድሚ 5 ደቓይቕ');
    expect(formatRelativeTime(ago(3 * 3600), 'ti', 'ሕጂ', now)).toBe('ቅድሚ 3 ሰዓታት');
    expect(formatRelativeTime(ago(86400), 'ti', 'ሕጂ', now)).toBe('ቅድሚ 1 መዓልቲ');
    expect(formatRelativeTime(ago(2 * 86400), 'ti', 'ሕጂ', now)).toBe('ቅድሚ 2 መዓልታት');
    const old = ago(8 * 86400);
    expect(formatRelativeTime(old, 'ti', 'ሕጂ', now, 'gregorian')).toBe('14 ሕዳር');
    expect(formatRelativeTime(old, 'ti', 'ሕጂ', now, 'ethiopian')).toBe('5 ሕዳር');
    expect(formatRelativeTime(new Date('2025-03-01T12:00:00Z'), 'ti', 'ሕጂ', now, 'both')).toBe(
      '1 መጋቢት 2025 (22 ለካቲት 2017 ዓ.ም.)',
    );
  });

  it('writes the date after 7 days in the chosen calendar, the year only when it is another', () => {
    const old = ago(8 * 86400);
    expect(formatRelativeTime(old, 'en', 'just now', now, 'gregorian')).toBe('Nov 14');
    expect(formatRelativeTime(old, 'en', 'just now', now, 'ethiopian')).toBe('Hidar 5');
    expect(formatRelativeTime(old, 'en', 'just now', now, 'both')).toBe('Nov 14 (Hidar 5)');
    expect(formatRelativeTime(old, 'am', 'አሁን', now, 'ethiopian')).toBe('ኅዳር 5 ቀን');
    const lastYear = new Date('2025-03-01T12:00:00Z');
    expect(formatRelativeTime(lastYear, 'en', 'just now', now, 'ethiopian')).toBe(
      'Yekatit 22, 2017',
    );
    expect(formatRelativeTime(lastYear, 'am', 'አሁን', now, 'both')).toMatch(
      /^[\u1200-\u137F]+ 1,? 2025 \(የካቲት 22 ቀን 2017 ዓ\.ም\.\)$/,
    );
    // Within the week nothing changes.
    expect(formatRelativeTime(ago(2 * 86400), 'en', 'just now', now, 'ethiopian')).toBe(
      '2 days ago',
    );
  });

  it('follows the preference stored on the device when none is passed', () => {
    setCalendarPreference('both');
    try {
      expect(formatRelativeTime(ago(8 * 86400), 'en', 'just now', now)).toBe('Nov 14 (Hidar 5)');
    } finally {
      setCalendarPreference('gregorian');
      window.localStorage.clear();
    }
  });
});

describe('formatMessageTime', () => {
  it('says the time within the week, then the day in the chosen calendar with its time', () => {
    const recent = formatMessageTime(ago(2 * 86400), 'en', 'ethiopian', now);
    expect(recent).toMatch(/^\d{1,2}:\d{2} [AP]M$/);
    const old = ago(8 * 86400);
    expect(formatMessageTime(old, 'en', 'gregorian', now)).toBe(`Nov 14, ${recent}`);
    expect(formatMessageTime(old, 'en', 'ethiopian', now)).toBe(`Hidar 5, ${recent}`);
    expect(formatMessageTime(old, 'en', 'both', now)).toBe(`Nov 14, ${recent} (Hidar 5)`);
    expect(formatMessageTime(old, 'am', 'ethiopian', now)).toMatch(/^ኅዳር 5 ቀን, \d{1,2}:\d{2} /);
    expect(formatMessageTime(old, 'ti', 'ethiopian', now)).toMatch(
      /^5 ሕዳር, \d{1,2}:\d{2} (ቅ|ድ)\.ቀ\.$/,
    );
  });
});
