import { useState } from 'react';

/**
 * Code that loads on first use (a pointer over its button, the focus, a press) instead of with the
 * screen, and stays loaded: menus, popovers and sheets of the app's frame. The hook gives the module
 * (undefined until it has loaded) and a function that starts loading it.
 */
export function onDemand<T extends object>(
  load: () => Promise<T>,
): () => [T | undefined, () => void] {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  const fetch = (): Promise<T> =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined; // a later use tries again (e.g. back online)
        throw error;
      },
    ));
  return function useOnDemand() {
    const [module, setModule] = useState(loaded);
    const request = (): void => {
      if (module) return;
      fetch().then(
        (value) => setModule(() => value),
        (error: unknown) => console.error('Could not load a part of the page', error),
      );
    };
    return [module, request];
  };
}
