import { useCallback, useEffect, useReducer, useRef, useSyncExternalStore } from 'react';
import type { Message } from '@aebro/shared/messages';
import { useOnReconnect, useRealtimeEvent } from '@/lib/realtime';
import { fetchMessages } from './messages-api';
import { onOutboxSent, outboxItems, subscribeOutbox, type OutboxItem } from './outbox';

interface State {
  conversationId: string;
  /** Ordered by seq, each message once. */
  messages: Message[];
  status: 'loading' | 'ready' | 'error';
  hasOlder: boolean;
  loadingOlder: boolean;
}

type Action =
  | { type: 'reset'; conversationId: string }
  | { type: 'first'; messages: Message[]; hasOlder: boolean }
  | { type: 'older'; messages: Message[]; hasOlder: boolean }
  | { type: 'loadingOlder'; value: boolean }
  | { type: 'merge'; messages: Message[] }
  | { type: 'failed' };

/** Adds or replaces (an edit, a deletion) by id; the result is ordered by seq with no repeats. */
export function mergeMessages(
  current: readonly Message[],
  incoming: readonly Message[],
): Message[] {
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
}

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'reset':
      return {
        conversationId: action.conversationId,
        messages: [],
        status: 'loading',
        hasOlder: false,
        loadingOlder: false,
      };
    case 'first':
      return {
        ...state,
        status: 'ready',
        messages: mergeMessages(state.messages, action.messages),
        hasOlder: action.hasOlder,
      };
    case 'older':
      return {
        ...state,
        messages: mergeMessages(state.messages, action.messages),
        hasOlder: action.hasOlder,
        loadingOlder: false,
      };
    case 'loadingOlder':
      return { ...state, loadingOlder: action.value };
    case 'merge':
      return { ...state, messages: mergeMessages(state.messages, action.messages) };
    case 'failed':
      return state.status === 'ready'
        ? { ...state, loadingOlder: false }
        : { ...state, status: 'error' };
  }
}

export interface ConversationMessages extends State {
  loadOlder: () => void;
  retry: () => void;
  /** The messages of this conversation still in the outbox, oldest first. */
  pending: OutboxItem[];
  /** Puts a message the server answered with (an edit, a deletion) in place. */
  apply: (message: Message) => void;
}

/**
 * A conversation's messages: the newest page first, older pages as the reader scrolls up, new ones
 * live. After a reconnect (or the browser coming back online) it asks for everything after the last
 * seq it has, page by page, so nothing is lost and nothing shows twice; a gap in the live seqs does
 * the same.
 */
export function useConversationMessages(conversationId: string): ConversationMessages {
  const [state, dispatch] = useReducer(reducer, {
    conversationId,
    messages: [],
    status: 'loading',
    hasOlder: false,
    loadingOlder: false,
  });
  const latest = useRef(state);
  latest.current = state;
  const catching = useRef<{ running: boolean; again: boolean }>({ running: false, again: false });

  if (state.conversationId !== conversationId) dispatch({ type: 'reset', conversationId });

  const loadFirst = useCallback(() => {
    const controller = new AbortController();
    fetchMessages(conversationId, {}, controller.signal)
      .then((page) => dispatch({ type: 'first', messages: page.items, hasOlder: page.hasMore }))
      .catch(() => {
        if (!controller.signal.aborted) dispatch({ type: 'failed' });
      });
    return () => controller.abort();
  }, [conversationId]);

  useEffect(() => loadFirst(), [loadFirst]);

  const catchUp = useCallback(async () => {
    const flag = catching.current;
    if (flag.running) {
      flag.again = true;
      return;
    }
    flag.running = true;
    try {
      do {
        flag.again = false;
        const current = latest.current;
        if (current.conversationId !== conversationId || current.status !== 'ready') return;
        let after = current.messages.at(-1)?.seq ?? 0;
        for (;;) {
          const page = await fetchMessages(conversationId, { after, limit: 100 });
          if (latest.current.conversationId !== conversationId) return;
          dispatch({ type: 'merge', messages: page.items });
          after = page.items.at(-1)?.seq ?? after;
          if (!page.hasMore) break;
        }
        // Edits and deletions made meanwhile: the newest page again, merged in place.
        const newest = await fetchMessages(conversationId, {});
        if (latest.current.conversationId === conversationId)
          dispatch({ type: 'merge', messages: newest.items });
      } while (flag.again);
    } catch {
      // Offline again: the next reconnect tries again.
    } finally {
      flag.running = false;
    }
  }, [conversationId]);

  useOnReconnect(() => {
    if (latest.current.status === 'error') loadFirst();
    else void catchUp();
  });
  useEffect(() => {
    const online = (): void => void catchUp();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [catchUp]);

  useRealtimeEvent('message:new', (message) => {
    if (message.conversationId !== conversationId) return;
    const current = latest.current;
    const last = current.messages.at(-1)?.seq ?? 0;
    // While the first page loads, its answer may have been read before this message was written:
    // keep it (the first page merges with it), or it would show only after a reload.
    if (current.status === 'loading' || (current.status === 'ready' && message.seq <= last + 1))
      dispatch({ type: 'merge', messages: [message] });
    else if (current.status === 'ready') void catchUp();
  });
  useRealtimeEvent('message:changed', (message) => {
    if (message.conversationId !== conversationId) return;
    if (latest.current.messages.some((known) => known.id === message.id))
      dispatch({ type: 'merge', messages: [message] });
  });
  useEffect(
    () =>
      onOutboxSent((message) => {
        if (message.conversationId === conversationId)
          dispatch({ type: 'merge', messages: [message] });
      }),
    [conversationId],
  );

  const outbox = useSyncExternalStore(subscribeOutbox, outboxItems, outboxItems);
  const pending = outbox.filter((item) => item.conversationId === conversationId);

  const loadOlder = useCallback(() => {
    const current = latest.current;
    const first = current.messages[0];
    if (!current.hasOlder || current.loadingOlder || !first) return;
    dispatch({ type: 'loadingOlder', value: true });
    fetchMessages(conversationId, { before: first.seq })
      .then((page) => dispatch({ type: 'older', messages: page.items, hasOlder: page.hasMore }))
      .catch(() => dispatch({ type: 'loadingOlder', value: false }));
  }, [conversationId]);

  const retry = useCallback(() => {
    dispatch({ type: 'reset', conversationId });
    loadFirst();
  }, [conversationId, loadFirst]);

  const apply = useCallback(
    (message: Message) => dispatch({ type: 'merge', messages: [message] }),
    [],
  );

  return { ...state, loadOlder, retry, pending, apply };
}
