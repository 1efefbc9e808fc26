import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

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
});
