import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '@/features/session/use-session';
import { useOnConnect, useRealtimeEvent } from '@/lib/realtime';
import { isFollowedHere } from './followed-conversations';
import { fetchUnread, messageKeys } from './messages-api';
import { flushOutbox, loadOutbox } from './outbox';

/**
 * How many messages I have not read yet, for the badge on Messages in the app frame: fetched once,
 * then again whenever a message arrives, I read one, or my conversations change (in any tab).
 * Mounted with the frame, it also sends what waits in the outbox whenever the socket (re)connects,
 * on whichever screen I am.
 */
export function useMessagesUnread(): number {
  const client = useQueryClient();
  const userId = useSession().data?.user.id;
  useEffect(() => loadOutbox(userId), [userId]);
  const unread = useQuery({
    queryKey: messageKeys.unread,
    queryFn: ({ signal }) => fetchUnread(signal),
    staleTime: 30_000,
    retry: 1,
    enabled: userId !== undefined,
  });
  const refresh = (): void => void client.invalidateQueries({ queryKey: messageKeys.unread });
  // A message from someone else in the conversation I am reading at its end is read as it appears:
  // the read position's report refreshes the count, which never shows it as unread in between.
  useRealtimeEvent('message:new', (message) => {
    if (message.senderId !== userId && isFollowedHere(message.conversationId)) return;
    refresh();
  });
  useRealtimeEvent('message:changed', refresh);
  useRealtimeEvent('conversation:read', refresh);
  useRealtimeEvent('conversations:changed', refresh);
  useOnConnect(() => {
    refresh();
    flushOutbox();
  });
  return unread.data?.count ?? 0;
}
