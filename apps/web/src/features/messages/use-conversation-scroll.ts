import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useFollowedConversation } from './followed-conversations';
import type { ConversationMessages } from './use-conversation-messages';

interface ConversationScroll {
  scroller: RefObject<HTMLDivElement | null>;
  /** Back to following the bottom: for a message I just sent. */
  followBottom: () => void;
  onScroll: () => void;
}

/**
 * Scrolling: start at the bottom, follow new messages when at the bottom (also as their photos load
 * and grow the rows), keep the place when older ones are put above.
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
  useFollowedConversation(history.conversationId, atBottom);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (heightBefore.current !== null) {
      element.scrollTop += element.scrollHeight - heightBefore.current;
      heightBefore.current = null;
    } else if (atBottom.current) element.scrollTop = element.scrollHeight;
  }, [count, firstSeq, typing]);
  // A photo that loads after its row was laid out pushes the row's end (its time) below the view.
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const loaded = (): void => {
      if (atBottom.current) element.scrollTop = element.scrollHeight;
    };
    // `load` does not bubble: listen while it goes down to the image.
    element.addEventListener('load', loaded, true);
    return () => element.removeEventListener('load', loaded, true);
  }, []);
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
