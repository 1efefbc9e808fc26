import { act, cleanup, renderHook, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useRef, type ReactNode } from 'react';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Conversation, Message } from '@aebro/shared/messages';
import { sessionQueryKey } from '@/features/session/session';
import { recordRequests, server } from '@/test/msw';
import { renderWithApp, setUpTexts, testQueryClient } from '@/test/render';
import { ConversationList } from './conversation-list';
import { useFollowedConversation } from './followed-conversations';
import { messageKeys, personConversationPath } from './messages-api';
import { useConversationScroll } from './use-conversation-scroll';
import type { ConversationMessages } from './use-conversation-messages';
import { useResolvedConversation } from './use-conversations';
import { useMessagesUnread } from './use-messages-unread';

// The socket is replaced by a hand that delivers events to the hooks' handlers.
const handlers = vi.hoisted(() => new Map<string, (...args: unknown[]) => void>());
vi.mock('@/lib/realtime', () => ({
  useRealtimeEvent: (event: string, handler: (...args: unknown[]) => void) => {
    handlers.set(event, handler);
  },
  useOnConnect: () => undefined,
  useOnReconnect: () => undefined,
}));

const me = 'me-1';
const chatId = '11111111-1111-4111-8111-111111111111';
const otherId = '22222222-2222-4222-8222-222222222222';
const personId = '33333333-3333-4333-8333-333333333333';

function message(conversationId: string, seq: number): Message {
  return {
    id: `m-${conversationId}-${seq}`,
    conversationId,
    seq,
    senderId: 'someone-else',
    clientId: `c-${seq}`,
    body: 'Selam',
    images: [],
    replyTo: null,
    createdAt: new Date().toISOString(),
    editedAt: null,
    deleted: false,
  };
}

function conversation(id: string, state: Conversation['state']): Conversation {
  return {
    id,
    kind: 'direct',
    communityId: null,
    title: null,
    members: [
      {
        id: personId,
        username: 'almaz',
        fullName: 'Almaz Bekele',
        avatarUrl: null,
        accountType: 'community',
        businessName: null,
        businessCategory: null,
        isVerified: false,
        isFollowing: false,
        online: false,
      } as Conversation['members'][number],
    ],
    state,
    lastSeq: 1,
    lastMessage: null,
    lastActivityAt: new Date().toISOString(),
    unreadCount: 1,
    myLastReadSeq: 0,
    seenSeq: null,
    canSend: true,
  };
}

/** Answers with `handlers`; gives every request the code made so far, as "METHOD path". */
function stubApi(...handlers: RequestHandler[]): () => string[] {
  const sent = recordRequests();
  server.use(...handlers);
  return () => sent.map(({ method, path }) => `${method} ${path}`);
}

function withClient() {
  const client = testQueryClient();
  client.setQueryData(sessionQueryKey, { user: { id: me } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

function deliver(event: string, ...args: unknown[]): void {
  act(() => handlers.get(event)?.(...args));
}

beforeAll(setUpTexts);
afterEach(() => {
  cleanup();
  handlers.clear();
});

describe('the Messages badge', () => {
  it('does not count a message arriving in the conversation read at its end', async () => {
    const requests = stubApi(
      http.get('/api/v1/session', () => HttpResponse.json({ user: { id: me } })),
      http.get('/api/v1/conversations/unread-count', () =>
        HttpResponse.json({ count: 0, requests: 0, filtered: 0 }),
      ),
    );
    const { client, wrapper } = withClient();
    renderHook(
      () => {
        const atBottom = useRef(true);
        useFollowedConversation(chatId, atBottom);
        return useMessagesUnread();
      },
      { wrapper },
    );
    const counts = () => requests().filter((line) => line.includes('/unread-count')).length;
    await waitFor(() => expect(counts()).toBe(1));
    await waitFor(() => expect(client.getQueryState(messageKeys.unread)?.fetchStatus).toBe('idle'));
    const asked = () => {
      const state = client.getQueryState(messageKeys.unread);
      return state?.isInvalidated === true || state?.fetchStatus === 'fetching';
    };

    // The chat I am reading: its reader's read report refreshes the count, nothing before.
    deliver('message:new', message(chatId, 2));
    expect(asked()).toBe(false);

    // Another conversation's message is counted at once.
    deliver('message:new', message(otherId, 5));
    expect(asked()).toBe(true);
    await waitFor(() => expect(counts()).toBe(2));
  });
});

describe('scrolling a conversation', () => {
  it('goes to the end again when a photo loads and grows the last row', () => {
    const history = {
      conversationId: chatId,
      messages: [message(chatId, 1)],
      pending: [],
      status: 'ready',
      hasOlder: false,
      loadingOlder: false,
      loadOlder: () => undefined,
      retry: () => undefined,
      apply: () => undefined,
    } as unknown as ConversationMessages;
    let height = 400;
    let top = 0;
    function Log() {
      const { scroller, onScroll } = useConversationScroll(history, false);
      return (
        <div ref={scroller} onScroll={onScroll} data-testid="log">
          <img alt="photo" src="/media/photo.webp" />
        </div>
      );
    }
    renderWithApp(<Log />);
    // No layout here: the log's sizes are given.
    const log = screen.getByTestId('log');
    Object.defineProperty(log, 'scrollHeight', { get: () => height, configurable: true });
    Object.defineProperty(log, 'clientHeight', { get: () => 300, configurable: true });
    Object.defineProperty(log, 'scrollTop', {
      get: () => top,
      set: (value: number) => {
        top = value;
      },
      configurable: true,
    });
    log.scrollTop = 100;

    height = 700;
    act(() => {
      screen.getByAltText('photo').dispatchEvent(new Event('load'));
    });
    expect(log.scrollTop).toBe(700);
  });
});

describe('the Message button', () => {
  it('opens the conversation with a person in one request, asking for no conversation of their id', async () => {
    const opened = conversation(chatId, 'accepted');
    const requests = stubApi(http.post('/api/v1/conversations', () => HttpResponse.json(opened)));
    expect(personConversationPath(personId)).toBe(`/messages/${personId}?kind=person`);
    const { wrapper } = withClient();
    const { result } = renderHook(() => useResolvedConversation(personId, true), { wrapper });
    await waitFor(() => expect(result.current.data?.id).toBe(chatId));
    expect(requests()).toEqual(['POST /api/v1/conversations']);
  });
});

describe('the Requests box', () => {
  it('opens a request with the Requests box kept in the address', async () => {
    stubApi(
      http.get('/api/v1/session', () => HttpResponse.json({ user: { id: me } })),
      http.get('/api/v1/conversations', () =>
        HttpResponse.json({ items: [conversation(chatId, 'request')], nextCursor: null }),
      ),
    );
    const client = testQueryClient();
    client.setQueryData(sessionQueryKey, { user: { id: me } });
    renderWithApp(<ConversationList box="requests" base="/messages" activeId={undefined} />, {
      queryClient: client,
    });
    const link = await screen.findByRole('link', { name: /Almaz Bekele/ });
    expect(link.getAttribute('href')).toBe(`/messages/${chatId}?box=requests`);
  });
});
