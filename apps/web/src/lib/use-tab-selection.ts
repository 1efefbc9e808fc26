import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Runs `work` in a task after the browser has painted the frame now being rendered. */
function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * A tab kept in the address (`?tab=…`) that answers a press within the frame: the pressed tab is
 * `selected` at once, and the address is written after that frame's paint, in a transition, so the
 * router's matching and history write and the render of the tab's content (the page follows the
 * address) come after the press has shown, interruptible by the next input.
 *
 * `fromAddress` is the tab the address names; a press is forgotten as soon as the address changes
 * (to the pressed tab, or elsewhere by a link or Back), so the address stays the tab's one source.
 */
export function useTabSelection<T extends string>(
  fromAddress: T,
  writeAddress: (tab: T) => void,
): { selected: T; select: (tab: T) => void } {
  const [pressed, setPressed] = useState<{ tab: T; over: T } | null>(null);
  const selected = pressed && pressed.over === fromAddress ? pressed.tab : fromAddress;
  const write = useRef(writeAddress);
  useLayoutEffect(() => {
    write.current = writeAddress;
  });
  const cancel = useRef<(() => void) | undefined>(undefined);
  useEffect(() => () => cancel.current?.(), []);
  const select = useCallback(
    (tab: T) => {
      setPressed({ tab, over: fromAddress });
      cancel.current?.();
      cancel.current = afterNextPaint(() => {
        cancel.current = undefined;
        startTransition(() => write.current(tab));
      });
    },
    [fromAddress],
  );
  return { selected, select };
}
