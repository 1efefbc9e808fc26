import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppearanceSettings } from '@/features/settings/appearance-settings';
import { setCalendarPreference } from '@/lib/calendar-preference';
import { storageKeys } from '@/lib/storage';
import { renderWithApp, setUpTexts } from '@/test/render';

beforeAll(setUpTexts);
afterEach(() => {
  cleanup();
  setCalendarPreference('gregorian');
  window.localStorage.clear();
});

describe('Settings → Appearance → Dates', () => {
  it('offers Gregorian, Ethiopian and both, each with today as an example, and remembers it', () => {
    renderWithApp(<AppearanceSettings />);
    const group = screen.getByRole('group', { name: 'Dates' });
    expect(group).toBeTruthy();
    const gregorian = screen.getByRole('radio', { name: /^Gregorian/ });
    const ethiopian = screen.getByRole('radio', { name: /^Ethiopian/ });
    const both = screen.getByRole('radio', { name: /^Both/ });
    expect((gregorian as HTMLInputElement).checked).toBe(true);
    // The Ethiopian example uses an Ethiopian month name, the both example writes the two.
    expect(ethiopian.closest('label')?.textContent).toMatch(
      /Ethiopian(Meskerem|Tikimt|Hidar|Tahsas|Tir|Yekatit|Megabit|Miyazya|Ginbot|Sene|Hamle|Nehase|Pagume) \d+, \d{4}$/,
    );
    expect(both.closest('label')?.textContent).toMatch(/\d{4} \(\w+ \d+, \d{4}\)$/);
    fireEvent.click(ethiopian);
    expect((ethiopian as HTMLInputElement).checked).toBe(true);
    expect(window.localStorage.getItem(storageKeys.calendar)).toBe('ethiopian');
  });
});
