import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import type { Post } from '@aebro/shared/posts';
import { updateCachedPost } from './post-cache';
import { postErrorKey } from './post-errors';
import { setToggle, type ToggleKind } from './posts-api';

export interface ToggleState {
  active: boolean;
  count: number;
}

const fields = {
  like: { flag: 'liked', count: 'likes' },
  save: { flag: 'saved', count: 'saves' },
} as const;

/** What the post says now: the viewer's flag and the count. */
function toggleStateOf(post: Post, kind: ToggleKind): ToggleState {
  const { flag, count } = fields[kind];
  return { active: post.viewer[flag], count: post.counts[count] };
}

/** The state right after a click, before the server answers. */
function flipped(state: ToggleState): ToggleState {
  return { active: !state.active, count: Math.max(0, state.count + (state.active ? -1 : 1)) };
}

/**
 * A like or save that shows at once (optimistic) and rolls back if the server refuses. A click while
 * one is on its way is ignored, so a double click sends one request. The optimistic state is a layer
 * over the cached post: dropping it is the rollback, and the server's answer becomes the cache.
 */
export function useOptimisticToggle(
  post: Post,
  kind: ToggleKind,
): { state: ToggleState; busy: boolean; toggle: () => Promise<void> } {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  const [pending, setPending] = useState<ToggleState | null>(null);
  const state = pending ?? toggleStateOf(post, kind);

  const toggle = async (): Promise<void> => {
    if (inFlight.current) return;
    inFlight.current = true;
    const next = flipped(state);
    setPending(next);
    try {
      const result = await setToggle(kind, post.id, next.active);
      const { flag } = fields[kind];
      updateCachedPost(queryClient, post.id, (cached) => ({
        ...cached,
        viewer: { ...cached.viewer, [flag]: result.active },
        counts: result.counts,
      }));
    } catch (error) {
      toast.error(t(postErrorKey(error, kind)));
    } finally {
      inFlight.current = false;
      setPending(null);
    }
  };

  return { state, busy: pending !== null, toggle };
}
