import { useCallback } from 'react';
import { oneOf } from './one-of';
import { useSearchParamsUpdate } from './use-search-params-update';

/**
 * The tab a page keeps in its address under `key` (`?tab=events`): one of `tabs`, the first when the
 * address names none or one that is not a tab. Opening another writes it in place (no history
 * entry) and leaves the address's other parameters as they are; the first tab is written as no
 * parameter, so the page's plain address opens it.
 */
export function useAddressTab<T extends string>(
  tabs: readonly [T, ...T[]],
  key = 'tab',
): [T, (tab: T) => void] {
  const [params, change] = useSearchParamsUpdate();
  const tab = oneOf(tabs, params.get(key)) ?? tabs[0];
  const first = tabs[0];
  const open = useCallback(
    (next: T) =>
      change((address) => {
        if (next === first) address.delete(key);
        else address.set(key, next);
      }),
    [change, first, key],
  );
  return [tab, open];
}
