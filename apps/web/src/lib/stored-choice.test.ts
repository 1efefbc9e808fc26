import { afterEach, describe, expect, it, vi } from 'vitest';
import { storedChoice } from './stored-choice';

afterEach(() => window.localStorage.clear());

const sizes = ['small', 'large'] as const;
type Size = (typeof sizes)[number];
const parse = (value: string | null): Size | null => sizes.find((size) => size === value) ?? null;

describe('storedChoice', () => {
  it('reads the stored value once, falls back for unknown ones, and stores what is set', () => {
    window.localStorage.setItem('test.size', 'huge');
    const choice = storedChoice<Size>({ key: 'test.size', parse, fallback: 'small' });
    expect(choice.get()).toBe('small');
    choice.set('large');
    expect(choice.get()).toBe('large');
    expect(window.localStorage.getItem('test.size')).toBe('large');
  });

  it('tells its listeners of a change here, in another tab, and from `also`, while they listen', () => {
    let poke = (): void => undefined;
    const stop = vi.fn();
    const choice = storedChoice<Size>({
      key: 'test.size',
      parse,
      fallback: 'small',
      also: (notify) => {
        poke = notify;
        return stop;
      },
    });
    const listener = vi.fn();
    const unsubscribe = choice.subscribe(listener);
    choice.set('large');
    window.localStorage.setItem('test.size', 'small');
    window.dispatchEvent(new StorageEvent('storage', { key: 'test.size' }));
    expect(choice.get()).toBe('small');
    window.dispatchEvent(new StorageEvent('storage', { key: 'other' }));
    poke();
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    expect(stop).toHaveBeenCalledOnce();
    choice.set('large');
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
