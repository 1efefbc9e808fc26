import { useEffect, useRef, useState } from 'react';
import type { Conversation } from '@aebro/shared/messages';
import { messageLimits } from '@aebro/shared/message-rules';
import { useRealtimeEvent } from '@/lib/realtime';

interface TypingAndSeen {
  /** How far the other person has read, or null when "Seen" is not shown. */
  seenSeq: number | null;
  /** Who is typing (in a group, their name is shown), or null. */
  typist: string | null;
}

/** "Seen", typing: live from the conversation's room and my own rooms. */
export function useTypingAndSeen(conversation: Conversation, me: string): TypingAndSeen {
  const id = conversation.id;
  const [seenSeq, setSeenSeq] = useState(conversation.seenSeq);
  const [seenFor, setSeenFor] = useState(conversation);
  if (seenFor !== conversation) {
    setSeenFor(conversation);
    setSeenSeq(conversation.seenSeq);
  }
  const [typist, setTypist] = useState<string | null>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const showTyping = (userId: string | null): void => {
    clearTimeout(typingTimer.current);
    setTypist(userId);
    if (userId) typingTimer.current = setTimeout(() => setTypist(null), messageLimits.typingShowMs);
  };
  useEffect(() => () => clearTimeout(typingTimer.current), []);
  useRealtimeEvent('conversation:read', (read) => {
    if (read.conversationId === id && read.userId !== me)
      setSeenSeq((current) => Math.max(current ?? 0, read.seq));
  });
  // Either of us switched read receipts: "Seen" goes, or comes back, at once.
  useRealtimeEvent('conversations:seen', ({ items }) => {
    const item = items.find((entry) => entry.conversationId === id);
    if (item) setSeenSeq(item.seenSeq);
  });
  useRealtimeEvent('conversation:typing', (event) => {
    if (event.conversationId === id && event.userId !== me) showTyping(event.userId);
  });
  useRealtimeEvent('message:new', (message) => {
    if (message.conversationId === id && message.senderId !== me) showTyping(null);
  });
  return { seenSeq, typist };
}
