/**
 * How many messages I have not read yet, for the badge on Messages in the app frame. The messages
 * area is not built yet: until it is, there is nothing unread. Keep this signature when it is.
 */
export function useMessagesUnread(): number {
  return 0;
}
