import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { ConversationMessages } from './use-conversation-messages';

interface ConversationScroll {
  scroller: RefObject<HTMLDivElement | null>;
  /** Back to following the bottom: for a message I just sent. */
  followBottom: () => void;
  onScroll: () => void;
}

/**
 * Scrolling: start at the bottom, follow new messages when at the bottom, keep the place when older
 * ones are put above.
 */
export function useConversationScroll(
  history: ConversationMessages,
  typing: boolean,
): ConversationScroll {
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const heightBefore = useRef<number | null>(null);
  const firstSeq = history.messages[0]?.seq;
  const count = history.messages.length + history.pending.length;
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (heightBefore.current !== null) {
      element.scrollTop += element.scrollHeight - heightBefore.current;
      heightBefore.current = null;
    } else if (atBottom.current) element.scrollTop = element.scrollHeight;
  }, [count, firstSeq, typing]);
  const onScroll = (): void => {
    const element = scroller.current;
    if (!element) return;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 80;
    if (element.scrollTop < 80 && history.hasOlder && !history.loadingOlder) {
      heightBefore.current = element.scrollHeight;
      history.loadOlder();
    }
  };
  const followBottom = (): void => {
    atBottom.current = true;
  };
  return { scroller, onScroll, followBottom };
}
