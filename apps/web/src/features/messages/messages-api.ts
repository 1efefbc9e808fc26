import type { Page } from '@aebro/shared/connections';
import type {
  Conversation,
  ConversationBox,
  Message,
  MessagePage,
  UnreadTotal,
} from '@aebro/shared/messages';
import { apiClient } from '@/lib/api-client';

/** Query keys: everything of this area lives under ['messages', …]. */
export const messageKeys = {
  all: ['messages'] as const,
  unread: ['messages', 'unread'] as const,
  list: (box: ConversationBox) => ['messages', 'list', box] as const,
  one: (id: string) => ['messages', 'conversation', id] as const,
};

export async function fetchConversations(
  box: ConversationBox,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<Page<Conversation>> {
  return await apiClient.get('/api/v1/conversations', { query: { box, cursor }, signal });
}

export async function fetchConversation(id: string, signal?: AbortSignal): Promise<Conversation> {
  return await apiClient.get('/api/v1/conversations/{id}', { path: { id }, signal });
}

/** Opens (or starts) the conversation with a person. */
export async function openConversation(userId: string): Promise<Conversation> {
  return await apiClient.post('/api/v1/conversations', { body: { userId } });
}

export async function fetchUnread(signal?: AbortSignal): Promise<UnreadTotal> {
  return await apiClient.get('/api/v1/conversations/unread-count', { signal });
}

export async function fetchMessages(
  id: string,
  query: { before?: number; after?: number; limit?: number },
  signal?: AbortSignal,
): Promise<MessagePage> {
  return await apiClient.get('/api/v1/conversations/{id}/messages', {
    path: { id },
    query,
    signal,
  });
}

export async function postMessage(
  id: string,
  body: { clientId: string; body: string; imageKeys?: string[]; replyToId?: string },
): Promise<Message> {
  return await apiClient.post('/api/v1/conversations/{id}/messages', {
    path: { id },
    body,
    timeoutMs: 15_000,
  });
}

export async function editMessage(id: string, body: string): Promise<Message> {
  return await apiClient.patch('/api/v1/messages/{id}', { path: { id }, body: { body } });
}

export async function deleteMessage(id: string): Promise<Message> {
  return await apiClient.delete('/api/v1/messages/{id}', { path: { id } });
}

export async function markRead(
  id: string,
  seq: number,
): Promise<{ lastReadSeq: number; unreadCount: number }> {
  return await apiClient.post('/api/v1/conversations/{id}/read', { path: { id }, body: { seq } });
}

export async function acceptRequest(id: string): Promise<Conversation> {
  return await apiClient.put('/api/v1/conversations/{id}/request', { path: { id } });
}

export async function declineRequest(id: string): Promise<void> {
  await apiClient.delete('/api/v1/conversations/{id}/request', { path: { id } });
}
