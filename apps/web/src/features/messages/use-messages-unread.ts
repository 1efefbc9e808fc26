import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useOnConnect, useRealtimeEvent } from '@/lib/realtime';
import { fetchUnread, messageKeys } from './messages-api';

/**
 * How many messages I have not read yet, for the badge on Messages in the app frame: fetched once,
 * then again whenever a message arrives, I read one, or my conversations change (in any tab).
 */
export function useMessagesUnread(): number {
  const client = useQueryClient();
  const unread = useQuery({
    queryKey: messageKeys.unread,
    queryFn: ({ signal }) => fetchUnread(signal),
    staleTime: 30_000,
    retry: 1,
  });
  const refresh = (): void => void client.invalidateQueries({ queryKey: messageKeys.unread });
  useRealtimeEvent('message:new', refresh);
  useRealtimeEvent('message:changed', refresh);
  useRealtimeEvent('conversation:read', refresh);
  useRealtimeEvent('conversations:changed', refresh);
  useOnConnect(refresh);
  return unread.data?.count ?? 0;
}
