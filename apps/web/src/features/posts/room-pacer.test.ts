import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RoomPacer } from './room-pacer';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('RoomPacer', () => {
  it('grants at most n room changes in any second, the rest in order after', () => {
    const pacer = new RoomPacer(2);
    const granted: number[] = [];
    for (let i = 0; i < 5; i++) pacer.request(() => granted.push(i));
    expect(granted).toEqual([0, 1]);
    vi.advanceTimersByTime(1010);
    expect(granted).toEqual([0, 1, 2, 3]);
    vi.advanceTimersByTime(1010);
    expect(granted).toEqual([0, 1, 2, 3, 4]);
  });

  it('forgets a withdrawn request and counts events sent without asking', () => {
    const pacer = new RoomPacer(2);
    pacer.spend();
    const granted: string[] = [];
    pacer.request(() => granted.push('a'));
    const withdraw = pacer.request(() => granted.push('b'));
    pacer.request(() => granted.push('c'));
    expect(granted).toEqual(['a']);
    withdraw();
    vi.advanceTimersByTime(1100);
    expect(granted).toEqual(['a', 'c']);
  });
});
