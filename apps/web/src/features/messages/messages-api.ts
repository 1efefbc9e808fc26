import type { Page } from '@aebro/shared/connections';
import type {
  Conversation,
  ConversationBox,
  Message,
  MessagePage,
  UnreadTotal,
} from '@aebro/shared/messages';
import { apiClient, unwrap } from '@/lib/api-client';

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
  return await unwrap(
    apiClient.GET('/api/v1/conversations', { params: { query: { box, cursor } }, signal }),
  );
}

export async function fetchConversation(id: string, signal?: AbortSignal): Promise<Conversation> {
  return await unwrap(
    apiClient.GET('/api/v1/conversations/{id}', { params: { path: { id } }, signal }),
  );
}

/**
 * The address of my conversation with a person ("Message" buttons): `kind=person` says the id is a
 * person's, so the conversation is opened (or started) in one request, without first asking for a
 * conversation of that id, which does not exist.
 */
export function personConversationPath(userId: string): string {
  return `/messages/${encodeURIComponent(userId)}?kind=person`;
}

/** Opens (or starts) the conversation with a person. */
export async function openConversation(userId: string): Promise<Conversation> {
  return await unwrap(apiClient.POST('/api/v1/conversations', { body: { userId } }));
}

export async function fetchUnread(signal?: AbortSignal): Promise<UnreadTotal> {
  return await unwrap(apiClient.GET('/api/v1/conversations/unread-count', { signal }));
}

export async function fetchMessages(
  id: string,
  query: { before?: number; after?: number; limit?: number },
  signal?: AbortSignal,
): Promise<MessagePage> {
  return await unwrap(
    apiClient.GET('/api/v1/conversations/{id}/messages', {
      params: { path: { id }, query },
      signal,
    }),
  );
}

export async function postMessage(
  id: string,
  body: { clientId: string; body: string; imageKeys?: string[]; replyToId?: string },
): Promise<Message> {
  return await unwrap(
    apiClient.POST('/api/v1/conversations/{id}/messages', {
      params: { path: { id } },
      body,
      // Given up with a TIMEOUT error, which the conversation shows as not sent.
      signal: AbortSignal.timeout(15_000),
    }),
  );
}

export async function editMessage(id: string, body: string): Promise<Message> {
  return await unwrap(
    apiClient.PATCH('/api/v1/messages/{id}', { params: { path: { id } }, body: { body } }),
  );
}

export async function deleteMessage(id: string): Promise<Message> {
  return await unwrap(apiClient.DELETE('/api/v1/messages/{id}', { params: { path: { id } } }));
}

export async function markRead(
  id: string,
  seq: number,
): Promise<{ lastReadSeq: number; unreadCount: number }> {
  return await unwrap(
    apiClient.POST('/api/v1/conversations/{id}/read', { params: { path: { id } }, body: { seq } }),
  );
}

export async function acceptRequest(id: string): Promise<Conversation> {
  return await unwrap(
    apiClient.PUT('/api/v1/conversations/{id}/request', { params: { path: { id } } }),
  );
}

export async function declineRequest(id: string): Promise<void> {
  await unwrap(
    apiClient.DELETE('/api/v1/conversations/{id}/request', { params: { path: { id } } }),
  );
}
