import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type RefObject } from 'react';
import type { Message } from '@aebro/shared/messages';
import { markRead, messageKeys } from './messages-api';

/** Reading: what comes into view (in a visible tab) moves my read position. */
export function useReadPosition(
  conversationId: string,
  myLastReadSeq: number,
  scroller: RefObject<HTMLDivElement | null>,
  messages: Message[],
): void {
  const client = useQueryClient();
  const reported = useRef(myLastReadSeq);
  const readTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const wanted = useRef(0);
  useEffect(() => {
    const root = scroller.current;
    if (!root || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (document.visibilityState !== 'visible') return;
        for (const entry of entries)
          if (entry.isIntersecting)
            wanted.current = Math.max(
              wanted.current,
              Number(entry.target.getAttribute('data-seq')),
            );
        if (wanted.current <= reported.current || readTimer.current !== undefined) return;
        readTimer.current = setTimeout(() => {
          readTimer.current = undefined;
          const seq = wanted.current;
          if (seq <= reported.current) return;
          reported.current = seq;
          markRead(conversationId, seq)
            .then(() => client.invalidateQueries({ queryKey: messageKeys.unread }))
            .catch(() => {
              reported.current = 0;
            });
        }, 300);
      },
      { root, threshold: 0.6 },
    );
    for (const element of root.querySelectorAll('[data-seq]')) observer.observe(element);
    return () => observer.disconnect();
  }, [conversationId, client, messages, scroller]);
}
