/**
 * Testing Library for the app's tests, which are written against @testing-library/react's API and
 * run on Preact (vite.config.ts): vitest.config.ts points '@testing-library/react' here.
 *
 * Four differences are mended: @testing-library/preact fires every `change` as an `input` event,
 * while preact/compat listens to `input` only for text fields (as React does) and to `change` for
 * checkboxes, radios, file inputs and selects; preact/compat hears `onFocus` and `onBlur` through
 * `focusin` and `focusout`, which a browser fires with every focus and blur, so `focus` and `blur`
 * fire both here; its `unmount` and `cleanup` leave the effects' cleanups for later,
 * where React's Testing Library runs them at once (inside `act`); and it runs `waitFor` and the
 * `findBy` queries inside one `act`, which holds every render until the wait is over, so a wait for
 * something a render would show never ends. Here, as in React's Testing Library, the page renders
 * while a test waits, and `act` flushes what is left once it is done.
 */
import type { ComponentChild } from 'preact';
import {
  act,
  cleanup as preactCleanup,
  configure,
  createEvent,
  fireEvent as preactFireEvent,
  render as preactRender,
  renderHook as preactRenderHook,
  type RenderResult,
} from '@testing-library/preact';

export * from '@testing-library/preact';

configure({
  asyncWrapper: async (callback) => {
    const result: unknown = await callback();
    await act(async () => {});
    return result;
  },
});

export function cleanup(): void {
  void act(() => {
    preactCleanup();
  });
}

/** Unmounts inside `act` (which runs a callback that returns nothing at once). */
function unmountNow(unmount: () => unknown): void {
  void act(() => {
    unmount();
  });
}

export function render(
  ui: ComponentChild,
  options?: Parameters<typeof preactRender>[1],
): RenderResult {
  const result = preactRender(ui, options);
  return {
    ...result,
    unmount: () => {
      unmountNow(result.unmount);
      return true;
    },
  };
}

export const renderHook: typeof preactRenderHook = (callback, options) => {
  const result = preactRenderHook(callback, options);
  return { ...result, unmount: () => unmountNow(result.unmount) };
};

function isTextField(element: Document | Element | Window | Node): boolean {
  return (
    element instanceof HTMLTextAreaElement ||
    (element instanceof HTMLInputElement && !/^(file|checkbox|radio)$/.test(element.type))
  );
}

type Target = Parameters<typeof preactFireEvent.change>[0];
type Init = Parameters<typeof preactFireEvent.change>[1];

export const fireEvent: typeof preactFireEvent = Object.assign(
  (...args: Parameters<typeof preactFireEvent>) => preactFireEvent(...args),
  preactFireEvent,
  {
    change: (element: Target, init?: Init) =>
      isTextField(element)
        ? preactFireEvent.input(element, init)
        : preactFireEvent(element, createEvent.change(element, init)),
    focus: (element: Target, init?: Init) =>
      [createEvent.focus(element, init), createEvent.focusIn(element, init)]
        .map((event) => preactFireEvent(element, event))
        .every(Boolean),
    blur: (element: Target, init?: Init) =>
      [createEvent.blur(element, init), createEvent.focusOut(element, init)]
        .map((event) => preactFireEvent(element, event))
        .every(Boolean),
  },
);
