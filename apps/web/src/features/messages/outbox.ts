import type { Message } from '@aebro/shared/messages';
import type { TrustCapDetails } from '@aebro/shared/trust';
import { ApiRequestError, clientErrorCodes } from '@/lib/api';
import { postMessage } from './messages-api';

/**
 * Messages written but not yet stored by the server: shown at once with a "sending" state and sent
 * one after another, in the order written. A message that cannot go (offline, a dropped connection,
 * the server busy) waits and goes when the connection returns; its client id makes the retry safe.
 * A message the server refuses (e.g. the person no longer accepts messages) stays, marked failed.
 * Kept in localStorage per account, so a reload while offline loses nothing.
 */
export interface OutboxItem {
  clientId: string;
  conversationId: string;
  body: string;
  imageKeys: string[];
  images: Array<{ url: string; width: number; height: number }>;
  replyToId?: string;
  createdAt: string;
  status: 'sending' | 'failed';
  /** A failed item's reason: the server's error code. */
  errorCode?: string;
  /** Issue 37: the community chat is in slow mode; the item is sent again after this many seconds. */
  slowModeSeconds?: number;
  /** A message request refused by a new account's cap (issue 37): which, and until when. */
  trust?: TrustCapDetails | undefined;
}

type Listener = () => void;
type SentListener = (message: Message) => void;

let userId: string | null = null;
let items: OutboxItem[] = [];
const listeners = new Set<Listener>();
const sentListeners = new Set<SentListener>();
let flushing = false;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

const storageKey = (id: string): string => `aebro.outbox.${id}`;

function save(): void {
  if (!userId) return;
  try {
    if (items.length === 0) window.localStorage.removeItem(storageKey(userId));
    else window.localStorage.setItem(storageKey(userId), JSON.stringify(items));
  } catch {
    // Storage unavailable: the outbox lasts for this visit only.
  }
}

function changed(): void {
  save();
  for (const listener of listeners) listener();
}

/** Loads the signed-in account's outbox (once per account) and starts sending it. */
export function loadOutbox(id: string | undefined): void {
  if (!id || id === userId) return;
  userId = id;
  try {
    const stored = window.localStorage.getItem(storageKey(id));
    const parsed: unknown = stored ? JSON.parse(stored) : [];
    items = Array.isArray(parsed) ? (parsed as OutboxItem[]) : [];
  } catch {
    items = [];
  }
  changed();
  flushOutbox();
}

export function subscribeOutbox(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function outboxItems(): readonly OutboxItem[] {
  return items;
}

/** Tells the conversation screen about each message the outbox delivered. */
export function onOutboxSent(listener: SentListener): () => void {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

export function newClientId(): string {
  return crypto.randomUUID();
}

export function enqueue(item: Omit<OutboxItem, 'status' | 'createdAt' | 'clientId'>): void {
  items = [
    ...items,
    { ...item, clientId: newClientId(), createdAt: new Date().toISOString(), status: 'sending' },
  ];
  changed();
  flushOutbox();
}

export function discard(clientId: string): void {
  items = items.filter((item) => item.clientId !== clientId);
  changed();
}

export function retry(clientId: string): void {
  items = items.map((item) =>
    item.clientId === clientId ? { ...item, status: 'sending', errorCode: undefined } : item,
  );
  changed();
  flushOutbox();
}

/** Whether a failure means "try again later" rather than "the server said no". */
function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return true;
  return (
    error.code === clientErrorCodes.network ||
    error.code === clientErrorCodes.timeout ||
    error.status === 0 ||
    // A trust cap lifts in hours, not seconds: the member is told why instead (PendingMessageRow).
    (error.status === 429 && error.code !== 'TRUST_CAP_REACHED') ||
    error.status >= 500
  );
}

function scheduleRetry(afterMs = 3000): void {
  if (retryTimer !== undefined) return;
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    flushOutbox();
  }, afterMs);
}

/** Sends what waits, oldest first, one at a time; stops at the first failure that may pass. */
export function flushOutbox(): void {
  if (flushing) return;
  flushing = true;
  void (async () => {
    try {
      for (;;) {
        const next = items.find((item) => item.status === 'sending');
        if (!next) return;
        if (typeof navigator !== 'undefined' && !navigator.onLine) return;
        try {
          const message = await postMessage(next.conversationId, {
            clientId: next.clientId,
            body: next.body,
            ...(next.imageKeys.length > 0 ? { imageKeys: next.imageKeys } : {}),
            ...(next.replyToId ? { replyToId: next.replyToId } : {}),
          });
          items = items.filter((item) => item.clientId !== next.clientId);
          changed();
          for (const listener of sentListeners) listener(message);
        } catch (error) {
          if (error instanceof ApiRequestError && error.code === 'SLOW_MODE') {
            // Slow mode: the message waits its turn and goes by itself.
            const seconds = error.retryAfter ?? 3;
            items = items.map((item) =>
              item.clientId === next.clientId ? { ...item, slowModeSeconds: seconds } : item,
            );
            changed();
            scheduleRetry(seconds * 1000);
            return;
          }
          if (isTransient(error)) {
            scheduleRetry();
            return;
          }
          items = items.map((item) =>
            item.clientId === next.clientId
              ? {
                  ...item,
                  status: 'failed',
                  errorCode: error instanceof ApiRequestError ? error.code : 'HTTP_ERROR',
                  trust: error instanceof ApiRequestError ? error.trust : undefined,
                }
              : item,
          );
          changed();
        }
      }
    } finally {
      flushing = false;
    }
  })();
}

if (typeof window !== 'undefined') window.addEventListener('online', () => flushOutbox());
