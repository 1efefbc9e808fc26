import { describe, expect, it } from 'vitest';
import type { Message } from '@aebro/shared/messages';
import { splitLinks } from './message-text';
import { mergeMessages } from './use-conversation-messages';

const message = (seq: number, body = `m${seq}`): Message => ({
  id: `id-${seq}`,
  conversationId: 'c',
  seq,
  senderId: 'u',
  clientId: `c-${seq}`,
  body,
  images: [],
  replyTo: null,
  createdAt: new Date(0).toISOString(),
  editedAt: null,
  deleted: false,
});

describe('links in a message', () => {
  it('makes http and https links clickable and nothing else', () => {
    const parts = splitLinks(
      'see https://example.org/a?b=1, or http://x.et. Not javascript:alert(1) nor ftp://y',
    );
    expect(parts.filter((part) => part.href).map((part) => part.href)).toEqual([
      'https://example.org/a?b=1',
      'http://x.et/',
    ]);
    expect(parts.map((part) => part.text).join('')).toBe(
      'see https://example.org/a?b=1, or http://x.et. Not javascript:alert(1) nor ftp://y',
    );
  });
});

describe('merging messages', () => {
  it('keeps seq order, each message once, and takes the newer copy (an edit)', () => {
    const merged = mergeMessages(
      [message(1), message(3)],
      [message(2), message(3, 'edited'), message(1)],
    );
    expect(merged.map((item) => [item.seq, item.body])).toEqual([
      [1, 'm1'],
      [2, 'm2'],
      [3, 'edited'],
    ]);
  });
});
