import { useEffect, useRef, useState } from 'react';

/**
 * Calls `onEnter` when the returned ref's element comes near the viewport (infinite scroll). The
 * observer is made again whenever `enabled` turns on, so a sentinel still in view after a page
 * loaded asks for the next one. Without IntersectionObserver nothing happens (a button remains).
 */
export function useInView(
  onEnter: () => void,
  enabled: boolean,
  rootMargin = '400px 0px',
): (node: HTMLElement | null) => void {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const callback = useRef(onEnter);
  useEffect(() => {
    callback.current = onEnter;
  });
  useEffect(() => {
    if (!node || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, enabled, rootMargin]);
  return setNode;
}
