import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useRealtimeEvent, useRealtimeRoom } from '@/lib/realtime';
import { findCachedPost, setCachedCounts, updateCachedPost } from './post-cache';
import { fetchPost } from './posts-api';
import { roomPacer } from './room-pacer';

/** Whether the element is (partly) in the viewport; false where IntersectionObserver is missing. */
function useOnScreen(target: RefObject<HTMLElement | null>, rootMargin = '0px'): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => setVisible(entries.some((entry) => entry.isIntersecting)),
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, rootMargin]);
  return visible;
}

/**
 * Live like, comment and save counts of a post while its card is on screen, and its poll (issue 36):
 * a vote makes the card fetch the poll as this viewer may see it (one fetch at a time).: the card joins the
 * room `post:<id>` (paced, see room-pacer.ts) and writes each 'post:counts' event into the cache.
 */
export function useLiveCounts(postId: string, target: RefObject<HTMLElement | null>): void {
  const queryClient = useQueryClient();
  const visible = useOnScreen(target);
  const [joined, setJoined] = useState(false);
  const joinedRef = useRef(false);

  useEffect(() => {
    joinedRef.current = joined;
    if (visible === joined) return;
    return roomPacer.request(() => setJoined(visible));
  }, [visible, joined]);

  // Leaving the room when the card goes away is sent at once; it still counts against the limit.
  useEffect(
    () => () => {
      if (joinedRef.current) roomPacer.spend();
    },
    [],
  );

  const pollFetch = useRef(false);
  useRealtimeRoom(joined ? `post:${postId}` : null);
  useRealtimeEvent('post:poll', (payload) => {
    const poll = findCachedPost(queryClient, postId)?.poll;
    if (payload.postId !== postId || !poll || poll.closed || pollFetch.current) return;
    pollFetch.current = true;
    void fetchPost(postId)
      .then((post) => {
        if (post.poll)
          updateCachedPost(queryClient, postId, (cached) => ({ ...cached, poll: post.poll }));
      })
      .catch(() => undefined)
      .finally(() => {
        pollFetch.current = false;
      });
  });
  useRealtimeEvent('post:counts', (payload) => {
    if (payload.postId === postId)
      setCachedCounts(queryClient, postId, {
        likes: payload.likes,
        comments: payload.comments,
        saves: payload.saves,
      });
  });
}
