import { useEffect, type RefObject } from 'react';

/**
 * The conversations this tab shows at their newest message (a view scrolled to its bottom, in a
 * visible tab). A message arriving there is read as it appears, and the read position's report
 * refreshes the unread count, so the count need not be fetched first (it would count it for a moment).
 */
const followed = new Map<string, Set<RefObject<boolean>>>();

/** While mounted: the conversation is followed whenever `atBottom` says the view is at its end. */
export function useFollowedConversation(id: string, atBottom: RefObject<boolean>): void {
  useEffect(() => {
    const views = followed.get(id) ?? new Set();
    views.add(atBottom);
    followed.set(id, views);
    return () => {
      views.delete(atBottom);
      if (views.size === 0) followed.delete(id);
    };
  }, [id, atBottom]);
}

/** Whether a message in this conversation is seen at once in this tab. */
export function isFollowedHere(id: string): boolean {
  if (typeof document !== 'undefined' && document.visibilityState !== 'visible') return false;
  return [...(followed.get(id) ?? [])].some((atBottom) => atBottom.current);
}
