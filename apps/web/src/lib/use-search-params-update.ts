import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The page's search parameters and a function that changes some of them in place (a filter chosen,
 * a tab opened) without adding a history entry. Changes made in quick succession, before the page
 * rendered the first (two filters picked at once), build on each other: react-router's setter
 * starts from the parameters of the last render, so the second would undo the first.
 */
export function useSearchParamsUpdate(): [
  URLSearchParams,
  (change: (next: URLSearchParams) => void) => void,
] {
  const [params, setParams] = useSearchParams();
  /** What the last change asked for, until the URL has caught up with it. */
  const asked = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    asked.current = null;
  }, [params]);
  const update = useCallback(
    (change: (next: URLSearchParams) => void) => {
      const next = new URLSearchParams(asked.current ?? params);
      change(next);
      asked.current = next;
      setParams(next, { replace: true });
    },
    [params, setParams],
  );
  return [params, update];
}
