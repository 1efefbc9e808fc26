import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type UseInfiniteQueryResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useRef } from 'react';
import type { Page } from '@aebro/shared/connections';
import { displayName } from '@/features/session/display-name';
import type { Conversation, ConversationBox } from '@aebro/shared/messages';
import { fetchPublicProfile } from '@/features/people/people-api';
import { ApiRequestError } from '@/lib/api';
import { useOnReconnect, useRealtimeEvent } from '@/lib/realtime';
import {
  fetchConversation,
  fetchConversations,
  messageKeys,
  openConversation,
} from './messages-api';

const refused = (error: unknown): boolean =>
  error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
const retryUnlessRefused = (failureCount: number, error: Error): boolean =>
  !refused(error) && failureCount < 1;

/** Refetches my lists soon after anything that changes them (a burst of messages refetches once). */
function useLiveLists(): void {
  const client = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const refresh = (): void => {
    if (timer.current !== undefined) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      void client.invalidateQueries({ queryKey: ['messages', 'list'] });
    }, 300);
  };
  useRealtimeEvent('message:new', refresh);
  useRealtimeEvent('message:changed', refresh);
  useRealtimeEvent('conversation:read', refresh);
  useRealtimeEvent('conversations:changed', refresh);
  useOnReconnect(refresh);
}

export function useConversations(
  box: ConversationBox,
): UseInfiniteQueryResult<InfiniteData<Page<Conversation>>> {
  useLiveLists();
  return useInfiniteQuery(conversationsQuery(box));
}

/** One box's conversations, for `useConversations` and for fetching before /messages renders. */
export function conversationsQuery(box: ConversationBox) {
  return infiniteQueryOptions({
    queryKey: messageKeys.list(box),
    queryFn: ({ pageParam, signal }) => fetchConversations(box, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    retry: retryUnlessRefused,
  });
}

export type Refusal = {
  reason: 'notAccepting' | 'contactsOnly' | 'blocked' | 'missing';
  name: string | null;
};

/** Why opening failed: the person does not take first messages from me, or is not there. */
export class RefusedConversation extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.reason);
  }
}

/**
 * The conversation for /messages/{id}: `id` is a conversation's id, or a person's, whose
 * conversation with me is opened (or started). When `person` says it is a person's (a "Message"
 * button), it is opened at once; an id of unknown kind (an old link) is tried as a conversation's
 * first. A refusal says why.
 */
export function useResolvedConversation(id: string, person = false): UseQueryResult<Conversation> {
  const client = useQueryClient();
  return useQuery({
    queryKey: messageKeys.one(id),
    queryFn: async ({ signal }) => {
      if (!person)
        try {
          return await fetchConversation(id, signal);
        } catch (error) {
          if (!(error instanceof ApiRequestError) || error.status !== 404) throw error;
        }
      try {
        const opened = await openConversation(id);
        client.setQueryData(messageKeys.one(opened.id), opened);
        return opened;
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 403) {
          const person = await fetchPublicProfile(id).catch(() => null);
          // A person whose profile is not there for me (a block, either way) refuses everything.
          throw new RefusedConversation({
            reason: !person
              ? 'blocked'
              : !person.allowNewMessages
                ? 'notAccepting'
                : 'contactsOnly',
            name: person ? displayName(person) : null,
          });
        }
        if (error instanceof ApiRequestError && error.status === 404)
          throw new RefusedConversation({ reason: 'missing', name: null });
        throw error;
      }
    },
    retry: (count, error) =>
      !(error instanceof RefusedConversation) && !refused(error) && count < 1,
  });
}
