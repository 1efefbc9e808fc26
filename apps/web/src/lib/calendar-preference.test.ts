import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  calendarPreference,
  parseCalendarPreference,
  setCalendarPreference,
  useCalendarPreference,
} from './calendar-preference';
import { storageKeys } from './storage';

afterEach(() => {
  setCalendarPreference('gregorian');
  window.localStorage.clear();
});

describe('the calendar preference', () => {
  it('accepts only the three calendars', () => {
    expect(parseCalendarPreference('ethiopian')).toBe('ethiopian');
    expect(parseCalendarPreference('both')).toBe('both');
    expect(parseCalendarPreference('julian')).toBeNull();
    expect(parseCalendarPreference(null)).toBeNull();
  });

  it('is remembered on the device and re-renders its readers', () => {
    const { result } = renderHook(() => useCalendarPreference());
    expect(result.current).toBe('gregorian');
    act(() => setCalendarPreference('both'));
    expect(result.current).toBe('both');
    expect(calendarPreference()).toBe('both');
    expect(window.localStorage.getItem(storageKeys.calendar)).toBe('both');
  });

  it('follows a choice made in another tab', () => {
    const { result } = renderHook(() => useCalendarPreference());
    window.localStorage.setItem(storageKeys.calendar, 'ethiopian');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.calendar }));
    });
    expect(result.current).toBe('ethiopian');
  });
});
