import type { Message } from './messages';
import type { Notification } from './notifications';
import type { RequestState } from './services';

/**
 * The realtime contract, written once: the server emits these, the browser listens to them.
 * Rooms a client may ask for are `<kind>:<id>`; the server checks each one (never trusting a name).
 */
export interface ServerToClientEvents {
  'notification:new': (notification: Notification) => void;
  /** Read, read-all or clear-all happened (maybe in another tab): refetch the list and the count. */
  'notifications:changed': () => void;
  'post:counts': (payload: {
    postId: string;
    likes: number;
    comments: number;
    saves: number;
  }) => void;
  /**
   * In the room `post:<id>`: someone voted in the post's poll (issue 36). No counts travel: each
   * viewer fetches the poll as they may see it (counts only once they voted or it closed).
   */
  'post:poll': (payload: { postId: string }) => void;
  'feed:new-post': (payload: { postId: string; authorId: string }) => void;
  /** In the room `community:<id>`: a member posted in the community. */
  'community:new-post': (payload: {
    communityId: string;
    postId: string;
    authorId: string;
  }) => void;
  /**
   * To a member's own room (their membership or role changed) and to the community's room (its
   * details changed, or it was deleted): fetch the community again.
   */
  'community:changed': (payload: { communityId: string }) => void;
  /** To each member's own room: a new message in one of their conversations. */
  'message:new': (message: Message) => void;
  /** A message was edited or deleted (a tombstone). */
  'message:changed': (message: Message) => void;
  /** A member read up to `seq` (to the reader's tabs, and to others when receipts are on both sides). */
  'conversation:read': (payload: { conversationId: string; userId: string; seq: number }) => void;
  /**
   * Someone switched read receipts off or on: the "Seen" position of these conversations for the
   * member told (null: not shown).
   */
  'conversations:seen': (payload: {
    items: Array<{ conversationId: string; seenSeq: number | null }>;
  }) => void;
  /** In the room `conversation:<id>`: a member is typing. */
  'conversation:typing': (payload: { conversationId: string; userId: string }) => void;
  /** My conversations changed (a request accepted or deleted, in another tab): refetch the lists. */
  'conversations:changed': () => void;
  /**
   * To both sides' own rooms: a service request was sent or moved (accepted, declined, cancelled,
   * expired, completed): fetch the request lists and the dashboard again.
   */
  'service-request:changed': (payload: {
    requestId: string;
    serviceId: string;
    state: RequestState;
  }) => void;
  /** More than `eventsPerSecond` events were sent; the extra ones were dropped. */
  'rate-limited': () => void;
}

export interface RoomJoinResult {
  ok: boolean;
  error?: 'forbidden' | 'invalid' | 'rate-limited';
}

export interface ClientToServerEvents {
  'room:join': (room: string, ack: (result: RoomJoinResult) => void) => void;
  'room:leave': (room: string) => void;
  typing: (payload: { room: string }) => void;
}

export const realtimeLimits = {
  /** SPEC §7: a client may send at most 3 events per second. */
  eventsPerSecond: 3,
  /** SPEC §4: re-subscribe after 800, 1600, then 3000 ms, the last repeating; success resets. */
  retryDelaysMs: [800, 1600, 3000],
} as const;

export const realtimePath = '/socket.io';
