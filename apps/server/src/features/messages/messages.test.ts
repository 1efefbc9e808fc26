import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, Message, MessagePage } from '@aebro/shared/messages';
import { caller, createVerifiedMember, testOrigin, type TestUser } from '../../test/accounts';
import { multipartBody, tinyPng } from '../../test/multipart';
import { connectSocket, listen, nextEvent, type ClientSocket } from '../../test/sockets';
import { createTestApp, type TestApp, settle } from '../../test/test-app';
import {
  addConversationMember,
  createGroupConversation,
  removeConversationMember,
} from './group-conversations.service';

let t: TestApp;
let almaz: TestUser;
let dawit: TestUser;
let hana: TestUser;
let stranger: TestUser;
let closed: TestUser;
let contactsOnly: TestUser;
const sockets: ClientSocket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  [almaz, dawit, hana, stranger, closed, contactsOnly] = await Promise.all([
    createVerifiedMember(t.app, { fullName: 'Almaz Ayana' }),
    createVerifiedMember(t.app, { fullName: 'Dawit Tesfaye' }),
    createVerifiedMember(t.app, { fullName: 'Hana Girma' }),
    createVerifiedMember(t.app, { fullName: 'Stranger Kebede' }),
    createVerifiedMember(t.app, { fullName: 'Closed Mulu' }),
    createVerifiedMember(t.app, { fullName: 'Contacts Only Sara' }),
  ]);
  // Dawit follows Almaz: her first message lands in his inbox. Nobody follows the stranger.
  await call(dawit, 'PUT', `/api/v1/profiles/${almaz.id}/follow`);
  await call(closed, 'PATCH', '/api/v1/me/privacy', { allowNewMessages: false });
  await call(contactsOnly, 'PATCH', '/api/v1/me/privacy', { restrictMessagingToContacts: true });
  await call(contactsOnly, 'PUT', `/api/v1/profiles/${almaz.id}/follow`);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

const call = caller(() => t.app);

async function open(from: TestUser, to: TestUser): Promise<Conversation> {
  const response = await call(from, 'POST', '/api/v1/conversations', { userId: to.id });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Conversation>();
}

async function send(
  from: TestUser,
  conversationId: string,
  body: string,
  extra: Record<string, unknown> = {},
): Promise<Message> {
  await t.app.platform.counters.reset(`messages:send:${from.id}`);
  const response = await call(from, 'POST', `/api/v1/conversations/${conversationId}/messages`, {
    clientId: randomUUID(),
    body,
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Message>();
}

async function conversationOf(user: TestUser, id: string): Promise<Conversation> {
  const response = await call(user, 'GET', `/api/v1/conversations/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Conversation>();
}

async function box(user: TestUser, name: 'inbox' | 'requests'): Promise<Conversation[]> {
  const response = await call(user, 'GET', `/api/v1/conversations?box=${name}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: Conversation[] }>().items;
}

async function page(user: TestUser, id: string, query = ''): Promise<MessagePage> {
  const response = await call(user, 'GET', `/api/v1/conversations/${id}/messages${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MessagePage>();
}

describe('who may read a conversation', () => {
  it('is a 404 for everyone but its members: the conversation, its messages, sends, reads and edits', async () => {
    const conversation = await open(almaz, dawit);
    const message = await send(almaz, conversation.id, 'Selam Dawit!');
    const base = `/api/v1/conversations/${conversation.id}`;
    for (const [method, url, payload] of [
      ['GET', base, undefined],
      ['GET', `${base}/messages`, undefined],
      ['GET', `${base}/messages?after=0`, undefined],
      ['POST', `${base}/messages`, { clientId: 'abc', body: 'Let me in' }],
      ['POST', `${base}/read`, { seq: 1 }],
      ['PUT', `${base}/request`, undefined],
      ['DELETE', `${base}/request`, undefined],
      ['PATCH', `/api/v1/messages/${message.id}`, { body: 'Changed' }],
      ['DELETE', `/api/v1/messages/${message.id}`, undefined],
    ] as const) {
      const response = await call(stranger, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await page(almaz, conversation.id)).items.map((item) => item.body)).toEqual([
      'Selam Dawit!',
    ]);
    expect((await call(stranger, 'GET', '/api/v1/conversations')).json()).toEqual({
      items: [],
      nextCursor: null,
    });
  });

  it('keeps the room to its members', async () => {
    const conversation = await open(almaz, dawit);
    const baseUrl = await listen(t.app);
    const strangerSocket = (await connectSocket(baseUrl, stranger.jar.header())).socket;
    const dawitSocket = (await connectSocket(baseUrl, dawit.jar.header())).socket;
    sockets.push(strangerSocket, dawitSocket);
    const room = `conversation:${conversation.id}`;
    expect((await strangerSocket.emitWithAck('room:join', room)).ok).toBe(false);
    expect((await dawitSocket.emitWithAck('room:join', room)).ok).toBe(true);
    expect((await dawitSocket.emitWithAck('room:join', 'conversation:not-an-id')).ok).toBe(false);
  });
});

describe('who may write to whom', () => {
  it('refuses everyone when allow_new_messages is off, and lets existing conversations go on', async () => {
    const refused = await call(almaz, 'POST', '/api/v1/conversations', { userId: closed.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ error: { message: string } }>().error.message).toMatch(/not accepting/);

    // Hana and Closed wrote before Closed switched messages off: that conversation continues.
    await call(closed, 'PATCH', '/api/v1/me/privacy', { allowNewMessages: true });
    const existing = await open(hana, closed);
    await send(hana, existing.id, 'Before the switch');
    await call(closed, 'PATCH', '/api/v1/me/privacy', { allowNewMessages: false });
    await send(hana, existing.id, 'After the switch');
    expect((await page(closed, existing.id)).items).toHaveLength(2);
  });

  it('lets only followed people start one when restrict_messaging_to_contacts is on', async () => {
    const refused = await call(dawit, 'POST', '/api/v1/conversations', {
      userId: contactsOnly.id,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ error: { message: string } }>().error.message).toMatch(/follow/);
    // Contacts Only follows Almaz: straight to the inbox.
    const conversation = await open(almaz, contactsOnly);
    expect(conversation.canSend).toBe(true);
    await send(almaz, conversation.id, 'Hi Sara');
    expect((await box(contactsOnly, 'inbox')).map((item) => item.id)).toContain(conversation.id);
  });

  it('checks the switches again at the first message of an opened conversation', async () => {
    await call(hana, 'PATCH', '/api/v1/me/privacy', { allowNewMessages: true });
    const conversation = await open(stranger, hana);
    await call(hana, 'PATCH', '/api/v1/me/privacy', { allowNewMessages: false });
    expect((await conversationOf(stranger, conversation.id)).canSend).toBe(false);
    const refused = await call(
      stranger,
      'POST',
      `/api/v1/conversations/${conversation.id}/messages`,
      {
        clientId: 'first-try',
        body: 'Hello?',
      },
    );
    expect(refused.statusCode).toBe(403);
    await call(hana, 'PATCH', '/api/v1/me/privacy', { allowNewMessages: true });
    expect((await page(stranger, conversation.id)).items).toEqual([]);
  });

  it('puts a first message from someone I do not follow in Requests; accept moves it to the inbox', async () => {
    const conversation = await open(stranger, dawit);
    await send(stranger, conversation.id, 'Can I ask you something?');
    expect((await box(dawit, 'requests')).map((item) => item.id)).toContain(conversation.id);
    expect((await box(dawit, 'inbox')).map((item) => item.id)).not.toContain(conversation.id);
    const totals = (await call(dawit, 'GET', '/api/v1/conversations/unread-count')).json<{
      count: number;
      requests: number;
    }>();
    expect(totals.requests).toBeGreaterThanOrEqual(1);
    // The sender sees an ordinary conversation.
    expect((await box(stranger, 'inbox')).map((item) => item.id)).toContain(conversation.id);

    const accepted = await call(dawit, 'PUT', `/api/v1/conversations/${conversation.id}/request`);
    expect(accepted.json<Conversation>().state).toBe('accepted');
    expect((await box(dawit, 'inbox')).map((item) => item.id)).toContain(conversation.id);
    expect((await box(dawit, 'requests')).map((item) => item.id)).not.toContain(conversation.id);
  });

  it('deletes a request without telling the sender', async () => {
    const conversation = await open(stranger, almaz);
    await send(stranger, conversation.id, 'Buy my course');
    const before = await conversationOf(stranger, conversation.id);
    const deleted = await call(almaz, 'DELETE', `/api/v1/conversations/${conversation.id}/request`);
    expect(deleted.statusCode).toBe(204);
    expect((await box(almaz, 'requests')).map((item) => item.id)).not.toContain(conversation.id);
    expect((await box(almaz, 'inbox')).map((item) => item.id)).not.toContain(conversation.id);
    // The sender's view is the same as before, and they may go on writing.
    expect(await conversationOf(stranger, conversation.id)).toEqual(before);
    await send(stranger, conversation.id, 'Still there?');
    expect((await box(almaz, 'requests')).map((item) => item.id)).not.toContain(conversation.id);
    // An inbox conversation is not a request.
    const inbox = await open(almaz, dawit);
    expect(
      (await call(dawit, 'DELETE', `/api/v1/conversations/${inbox.id}/request`)).statusCode,
    ).toBe(403);
  });
});

describe('never lose, never repeat', () => {
  it('stores a message once per client id', async () => {
    const conversation = await open(almaz, dawit);
    const payload = { clientId: 'retry-1234', body: 'Sent twice over a bad line' };
    const first = await call(
      almaz,
      'POST',
      `/api/v1/conversations/${conversation.id}/messages`,
      payload,
    );
    const again = await call(
      almaz,
      'POST',
      `/api/v1/conversations/${conversation.id}/messages`,
      payload,
    );
    const [a, b] = await Promise.all([
      call(almaz, 'POST', `/api/v1/conversations/${conversation.id}/messages`, {
        clientId: 'race-1',
        body: 'Racing',
      }),
      call(almaz, 'POST', `/api/v1/conversations/${conversation.id}/messages`, {
        clientId: 'race-1',
        body: 'Racing',
      }),
    ]);
    expect(first.statusCode).toBe(201);
    expect(again.json<Message>().id).toBe(first.json<Message>().id);
    expect(b.json<Message>().id).toBe(a.json<Message>().id);
    const items = (await page(dawit, conversation.id, '?limit=100')).items;
    expect(items.filter((item) => item.clientId === 'retry-1234')).toHaveLength(1);
    expect(items.filter((item) => item.clientId === 'race-1')).toHaveLength(1);
  });

  it('gives concurrent sends seqs without gaps or repeats, each client id once', async () => {
    const [selam, yonas] = await Promise.all([
      createVerifiedMember(t.app, { fullName: 'Selam Burst' }),
      createVerifiedMember(t.app, { fullName: 'Yonas Burst' }),
    ]);
    const conversation = await open(yonas, selam);
    await send(yonas, conversation.id, 'Start');
    // 24 sends at once from both members, every third one sent twice with its client id.
    const sends = Array.from({ length: 24 }, (_, index) => ({
      user: index % 2 === 0 ? selam : yonas,
      clientId: `burst-${index}`,
      body: `Burst ${index}`,
    }));
    const answers = await Promise.all(
      [...sends, ...sends.filter((_, index) => index % 3 === 0)].map(({ user, ...payload }) =>
        call(user, 'POST', `/api/v1/conversations/${conversation.id}/messages`, payload),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 201));
    const items = (await page(selam, conversation.id, '?limit=100')).items;
    expect(items.map((item) => item.seq)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(new Set(items.map((item) => item.clientId)).size).toBe(25);
    expect((await conversationOf(selam, conversation.id)).lastSeq).toBe(25);
    // A sender has read up to their newest message: only the other's after it count as unread.
    const yonasLast = Math.max(
      ...items.filter((item) => item.senderId === yonas.id).map((item) => item.seq),
    );
    expect((await conversationOf(yonas, conversation.id)).unreadCount).toBe(
      items.filter((item) => item.senderId === selam.id && item.seq > yonasLast).length,
    );
  });

  it('pages history backwards and catches up forwards by seq, in order, without repeats', async () => {
    const conversation = await open(hana, almaz);
    for (let index = 1; index <= 25; index += 1) await send(hana, conversation.id, `m${index}`);
    const newest = await page(almaz, conversation.id, '?limit=10');
    expect(newest.items.map((item) => item.body)).toEqual(
      Array.from({ length: 10 }, (_, index) => `m${index + 16}`),
    );
    expect(newest.hasMore).toBe(true);
    const older = await page(almaz, conversation.id, `?limit=10&before=${newest.items[0]?.seq}`);
    expect(older.items.map((item) => item.body)).toEqual(
      Array.from({ length: 10 }, (_, index) => `m${index + 6}`),
    );
    const oldest = await page(almaz, conversation.id, `?limit=10&before=${older.items[0]?.seq}`);
    expect(oldest.items.map((item) => item.body)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
    expect(oldest.hasMore).toBe(false);

    const seen: string[] = [];
    let after = 3;
    for (;;) {
      const next = await page(almaz, conversation.id, `?limit=7&after=${after}`);
      seen.push(...next.items.map((item) => item.body));
      after = next.items.at(-1)?.seq ?? after;
      if (!next.hasMore) break;
    }
    expect(seen).toEqual(Array.from({ length: 22 }, (_, index) => `m${index + 4}`));
    const seqs = (await page(almaz, conversation.id, '?limit=100')).items.map((item) => item.seq);
    expect(seqs).toEqual(Array.from({ length: 25 }, (_, index) => index + 1));
  });
});

describe('editing and deleting', () => {
  it('lets only the sender edit (shown as edited) or delete (a tombstone stays)', async () => {
    const conversation = await open(almaz, dawit);
    const message = await send(almaz, conversation.id, 'Meet at 5?');
    const notMine = await call(dawit, 'PATCH', `/api/v1/messages/${message.id}`, { body: 'At 6' });
    expect(notMine.statusCode).toBe(403);
    expect((await call(dawit, 'DELETE', `/api/v1/messages/${message.id}`)).statusCode).toBe(403);

    const edited = await call(almaz, 'PATCH', `/api/v1/messages/${message.id}`, {
      body: 'Meet at 6? 🙂 በስድስት',
    });
    expect(edited.json<Message>()).toMatchObject({ body: 'Meet at 6? 🙂 በስድስት', deleted: false });
    expect(edited.json<Message>().editedAt).not.toBeNull();

    const reply = await send(dawit, conversation.id, 'Yes', { replyToId: message.id });
    expect(reply.replyTo).toMatchObject({ id: message.id, body: 'Meet at 6? 🙂 በስድስት' });

    const deleted = await call(almaz, 'DELETE', `/api/v1/messages/${message.id}`);
    expect(deleted.json<Message>()).toMatchObject({ body: '', images: [], deleted: true });
    expect(
      (await call(almaz, 'PATCH', `/api/v1/messages/${message.id}`, { body: 'Back' })).statusCode,
    ).toBe(403);
    const items = (await page(dawit, conversation.id, '?limit=100')).items;
    expect(items.find((item) => item.id === message.id)).toMatchObject({ deleted: true, body: '' });
    expect(items.find((item) => item.id === reply.id)?.replyTo).toMatchObject({
      deleted: true,
      body: '',
    });
  });
});

describe('invalid input', () => {
  it('gets a 4xx and changes nothing', async () => {
    const conversation = await open(almaz, dawit);
    const other = await open(hana, almaz);
    const foreign = await send(hana, other.id, 'Not in that conversation');
    const before = (await conversationOf(almaz, conversation.id)).lastSeq;
    const url = `/api/v1/conversations/${conversation.id}/messages`;
    const png = await tinyPng();
    const upload = multipartBody(png);
    const hanaUpload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/media/images',
      payload: upload.payload,
      headers: { ...upload.headers, cookie: hana.jar.header(), origin: testOrigin },
    });
    const hanaKey = hanaUpload.json<{ key: string }>().key;
    for (const payload of [
      { clientId: 'a1', body: '' },
      { clientId: 'a2', body: '   ' },
      { clientId: 'a3', body: 'x'.repeat(2001) },
      { clientId: 'no spaces allowed', body: 'Hi' },
      { clientId: '', body: 'Hi' },
      { clientId: 'a4', body: 'Hi', replyToId: foreign.id },
      { clientId: 'a5', body: 'Hi', replyToId: 'not-a-uuid' },
      { clientId: 'a6', body: 'Hi', imageKeys: [hanaKey] },
      { clientId: 'a7', body: 'Hi', imageKeys: ['a', 'b', 'c', 'd', 'e'] },
      { clientId: 'a8', body: 'Hi', extra: true },
      { body: 'No client id' },
    ]) {
      const response = await call(almaz, 'POST', url, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, JSON.stringify(payload)).toBeLessThan(500);
    }
    for (const query of ['?before=0', '?after=-1', '?limit=1000', '?before=3&after=1', '?after=x'])
      expect((await call(almaz, 'GET', `${url}${query}`)).statusCode, query).toBe(400);
    expect(
      (await call(almaz, 'POST', '/api/v1/conversations', { userId: almaz.id })).statusCode,
    ).toBe(400);
    expect(
      (await call(almaz, 'POST', '/api/v1/conversations', { userId: randomUUID() })).statusCode,
    ).toBe(404);
    expect(
      (await call(almaz, 'POST', `/api/v1/conversations/${conversation.id}/read`, { seq: -1 }))
        .statusCode,
    ).toBe(400);
    const message = await send(almaz, conversation.id, 'Keep me');
    expect(
      (await call(almaz, 'PATCH', `/api/v1/messages/${message.id}`, { body: '' })).statusCode,
    ).toBe(400);
    const after = await conversationOf(almaz, conversation.id);
    expect(after.lastSeq).toBe(before + 1);
    expect((await page(almaz, conversation.id)).items.at(-1)).toMatchObject({ body: 'Keep me' });
  });

  it('limits sends per minute and new conversations per hour', async () => {
    const conversation = await open(almaz, dawit);
    const sendKey = `messages:send:${almaz.id}`;
    await t.app.platform.counters.reset(sendKey);
    for (let index = 0; index < 30; index += 1) await t.app.platform.counters.hit(sendKey, 60_000);
    const limited = await call(almaz, 'POST', `/api/v1/conversations/${conversation.id}/messages`, {
      clientId: 'over-the-limit',
      body: 'One too many',
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ error: { code: string } }>().error.code).toBe('RATE_LIMITED');
    await t.app.platform.counters.reset(sendKey);

    const newKey = `messages:new:${stranger.id}`;
    for (let index = 0; index < 20; index += 1) await t.app.platform.counters.hit(newKey, 3600_000);
    const tooMany = await call(stranger, 'POST', '/api/v1/conversations', {
      userId: contactsOnly.id,
    });
    // Refused for its privacy first; an allowed one is refused for the limit.
    expect(tooMany.statusCode).toBe(403);
    const fresh = await createVerifiedMember(t.app, { fullName: 'Fresh Face' });
    const limitedOpen = await call(stranger, 'POST', '/api/v1/conversations', { userId: fresh.id });
    expect(limitedOpen.statusCode).toBe(429);
    await t.app.platform.counters.reset(newKey);
  });
});

describe('read state and receipts', () => {
  it('clears my unread count, and shows "Seen" only while both show read receipts', async () => {
    const conversation = await open(almaz, dawit);
    const message = await send(almaz, conversation.id, 'Did you see this?');
    const unread = (await conversationOf(dawit, conversation.id)).unreadCount;
    expect(unread).toBeGreaterThan(0);
    const read = await call(dawit, 'POST', `/api/v1/conversations/${conversation.id}/read`, {
      seq: message.seq,
    });
    expect(read.json()).toEqual({ lastReadSeq: message.seq, unreadCount: 0 });
    expect((await conversationOf(almaz, conversation.id)).seenSeq).toBe(message.seq);

    await call(dawit, 'PATCH', '/api/v1/me/privacy', { showReadReceipts: false });
    expect((await conversationOf(almaz, conversation.id)).seenSeq).toBeNull();
    await call(dawit, 'PATCH', '/api/v1/me/privacy', { showReadReceipts: true });
    await call(almaz, 'PATCH', '/api/v1/me/privacy', { showReadReceipts: false });
    expect((await conversationOf(almaz, conversation.id)).seenSeq).toBeNull();
    expect((await conversationOf(dawit, conversation.id)).seenSeq).toBeNull();
    await call(almaz, 'PATCH', '/api/v1/me/privacy', { showReadReceipts: true });
    expect((await conversationOf(almaz, conversation.id)).seenSeq).toBe(message.seq);
    // A read position never goes back, nor past the newest message.
    await call(dawit, 'POST', `/api/v1/conversations/${conversation.id}/read`, { seq: 1 });
    await call(dawit, 'POST', `/api/v1/conversations/${conversation.id}/read`, { seq: 1_000_000 });
    expect((await conversationOf(almaz, conversation.id)).seenSeq).toBe(message.seq);
  });

  it('reading a conversation to its end marks its "sent you a message" notices read, and tells my tabs', async () => {
    const [reader, writer] = await Promise.all([
      createVerifiedMember(t.app),
      createVerifiedMember(t.app),
    ]);
    await call(reader, 'PUT', `/api/v1/profiles/${writer.id}/follow`);
    const conversation = await open(writer, reader);
    await send(writer, conversation.id, 'Selam! Are you coming on Sunday?');
    const last = await send(writer, conversation.id, 'We start at ten.');
    await settle(t.app);
    const unreadCount = async () =>
      (await call(reader, 'GET', '/api/v1/notifications/unread-count')).json<{ count: number }>()
        .count;
    const notice = async () =>
      (await call(reader, 'GET', '/api/v1/notifications'))
        .json<{
          items: Array<{ type: string; readAt: string | null; data: { actor_id: string } }>;
        }>()
        .items.find((item) => item.type === 'message' && item.data.actor_id === writer.id);
    expect((await notice())?.readAt).toBeNull();
    const before = await unreadCount();
    const { socket } = await connectSocket(await listen(t.app), reader.jar.header());
    try {
      const told = nextEvent(socket, 'notifications:changed');
      await call(reader, 'POST', `/api/v1/conversations/${conversation.id}/read`, {
        seq: last.seq,
      });
      await told;
    } finally {
      socket.disconnect();
    }
    expect((await notice())?.readAt).not.toBeNull();
    expect(await unreadCount()).toBe(before - 1);
  });

  it('tells nobody that a request was read', async () => {
    const conversation = await open(stranger, hana);
    const message = await send(stranger, conversation.id, 'Hello Hana');
    await call(hana, 'POST', `/api/v1/conversations/${conversation.id}/read`, { seq: message.seq });
    expect((await conversationOf(stranger, conversation.id)).seenSeq).toBeNull();
  });
});

describe('live', () => {
  it('delivers new messages, typing and read positions to the members only', async () => {
    const baseUrl = await listen(t.app);
    const conversation = await open(almaz, dawit);
    const [almazSocket, dawitSocket, strangerSocket] = await Promise.all(
      [almaz, dawit, stranger].map(
        async (user) => (await connectSocket(baseUrl, user.jar.header())).socket,
      ),
    );
    sockets.push(almazSocket!, dawitSocket!, strangerSocket!);
    let strangerHeard = false;
    strangerSocket!.onAny(() => {
      strangerHeard = true;
    });
    const room = `conversation:${conversation.id}`;
    expect((await almazSocket!.emitWithAck('room:join', room)).ok).toBe(true);
    expect((await dawitSocket!.emitWithAck('room:join', room)).ok).toBe(true);

    const typing = nextEvent(dawitSocket!, 'conversation:typing');
    almazSocket!.emit('typing', { room });
    expect((await typing)[0]).toEqual({ conversationId: conversation.id, userId: almaz.id });

    const arrived = nextEvent(dawitSocket!, 'message:new');
    const message = await send(almaz, conversation.id, 'Live!');
    expect((await arrived)[0]).toMatchObject({ id: message.id, body: 'Live!' });

    const seen = nextEvent(almazSocket!, 'conversation:read');
    await call(dawit, 'POST', `/api/v1/conversations/${conversation.id}/read`, {
      seq: message.seq,
    });
    expect((await seen)[0]).toEqual({
      conversationId: conversation.id,
      userId: dawit.id,
      seq: message.seq,
    });
    const changed = nextEvent(dawitSocket!, 'message:changed');
    await call(almaz, 'PATCH', `/api/v1/messages/${message.id}`, { body: 'Live, edited' });
    expect((await changed)[0]).toMatchObject({ id: message.id, body: 'Live, edited' });
    await settle(t.app);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(strangerHeard).toBe(false);
  });

  it('updates "Seen" on both sides at once when either switches read receipts', async () => {
    const baseUrl = await listen(t.app);
    const conversation = await open(almaz, contactsOnly);
    const message = await send(almaz, conversation.id, 'Read me');
    await call(contactsOnly, 'POST', `/api/v1/conversations/${conversation.id}/read`, {
      seq: message.seq,
    });
    const [almazSocket, saraSocket] = await Promise.all(
      [almaz, contactsOnly].map(
        async (user) => (await connectSocket(baseUrl, user.jar.header())).socket,
      ),
    );
    sockets.push(almazSocket!, saraSocket!);
    type Seen = { items: Array<{ conversationId: string; seenSeq: number | null }> };
    const seenIn = async (socket: ClientSocket, act: () => Promise<unknown>) => {
      const next = nextEvent(socket, 'conversations:seen');
      await act();
      const [payload] = (await next) as [Seen];
      return payload.items.find((item) => item.conversationId === conversation.id)?.seenSeq;
    };

    // Sara (who read) switches off: Almaz's "Seen" goes; Sara's own view shows nothing either.
    let saraView: Promise<unknown[]> = nextEvent(saraSocket!, 'conversations:seen');
    expect(
      await seenIn(almazSocket!, () =>
        call(contactsOnly, 'PATCH', '/api/v1/me/privacy', { showReadReceipts: false }),
      ),
    ).toBeNull();
    expect(
      ((await saraView)[0] as Seen).items.find((item) => item.conversationId === conversation.id),
    ).toEqual({ conversationId: conversation.id, seenSeq: null });
    // On again: it comes back, as the API answers.
    expect(
      await seenIn(almazSocket!, () =>
        call(contactsOnly, 'PATCH', '/api/v1/me/privacy', { showReadReceipts: true }),
      ),
    ).toBe(message.seq);
    expect((await conversationOf(almaz, conversation.id)).seenSeq).toBe(message.seq);
    // Almaz (the writer) switches off: she no longer sees it either; on again, it is back.
    saraView = nextEvent(saraSocket!, 'conversations:seen');
    expect(
      await seenIn(almazSocket!, () =>
        call(almaz, 'PATCH', '/api/v1/me/privacy', { showReadReceipts: false }),
      ),
    ).toBeNull();
    await saraView;
    expect(
      await seenIn(almazSocket!, () =>
        call(almaz, 'PATCH', '/api/v1/me/privacy', { showReadReceipts: true }),
      ),
    ).toBe(message.seq);
  });

  it('notifies once per conversation while the recipient is away', async () => {
    const conversation = await open(hana, dawit);
    await send(hana, conversation.id, 'One');
    await send(hana, conversation.id, 'Two');
    await settle(t.app);
    const items = (await call(dawit, 'GET', '/api/v1/notifications')).json<{
      items: Array<{ type: string; data: { actor_id: string; link: string } }>;
    }>().items;
    const fromHana = items.filter(
      (item) => item.type === 'message' && item.data.actor_id === hana.id,
    );
    expect(fromHana).toHaveLength(1);
    expect(fromHana[0]?.data.link).toBe(`/messages/${hana.id}`);
  });
});

describe('group conversations (for community chat)', () => {
  it('adds and removes members; only members read', async () => {
    const id = await createGroupConversation(t.app.platform, {
      createdBy: almaz.id,
      title: 'Runners',
      communityId: null,
      memberIds: [almaz.id, dawit.id],
    });
    await send(dawit, id, 'Group hello');
    expect((await call(hana, 'GET', `/api/v1/conversations/${id}`)).statusCode).toBe(404);
    expect(await addConversationMember(t.app.platform, id, hana.id)).toBe(true);
    const joined = await conversationOf(hana, id);
    expect(joined).toMatchObject({ kind: 'group', title: 'Runners', unreadCount: 0 });
    expect(joined.members.map((member) => member.id).sort()).toEqual([almaz.id, dawit.id].sort());
    expect(await removeConversationMember(t.app.platform, id, hana.id)).toBe(true);
    expect((await call(hana, 'GET', `/api/v1/conversations/${id}/messages`)).statusCode).toBe(404);
  });
});

describe('blocks', () => {
  it('close a direct conversation both ways: no new one, no sends or edits, no typing; the history stays', async () => {
    const [meron, yonas, selam] = await Promise.all([
      createVerifiedMember(t.app, { fullName: 'Meron Blocker' }),
      createVerifiedMember(t.app, { fullName: 'Yonas Blocked' }),
      createVerifiedMember(t.app, { fullName: 'Selam Fresh' }),
    ]);
    await call(meron, 'PUT', `/api/v1/profiles/${yonas.id}/follow`);
    const conversation = await open(yonas, meron);
    const earlier = await send(yonas, conversation.id, 'Before the block');
    const baseUrl = await listen(t.app);
    const [meronSocket, yonasSocket] = await Promise.all(
      [meron, yonas].map(async (user) => (await connectSocket(baseUrl, user.jar.header())).socket),
    );
    sockets.push(meronSocket!, yonasSocket!);
    const room = `conversation:${conversation.id}`;
    expect((await meronSocket!.emitWithAck('room:join', room)).ok).toBe(true);
    expect((await yonasSocket!.emitWithAck('room:join', room)).ok).toBe(true);
    let meronHeard = 0;
    meronSocket!.on('conversation:typing', () => (meronHeard += 1));
    meronSocket!.on('message:new', () => (meronHeard += 1));

    expect((await call(meron, 'PUT', `/api/v1/profiles/${yonas.id}/block`)).statusCode).toBe(200);
    await settle(t.app);

    // Either side: sending and editing refused with a clear 403; the conversation says so.
    for (const [user, message] of [
      [yonas, 'After the block'],
      [meron, 'Mine after the block'],
    ] as const) {
      await t.app.platform.counters.reset(`messages:send:${user.id}`);
      const refused = await call(
        user,
        'POST',
        `/api/v1/conversations/${conversation.id}/messages`,
        {
          clientId: randomUUID(),
          body: message,
        },
      );
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        error: { message: "You can't message this person." },
      });
      const seen = await conversationOf(user, conversation.id);
      expect(seen.canSend).toBe(false);
      expect((await page(user, conversation.id)).items.map((item) => item.body)).toEqual([
        'Before the block',
      ]);
    }
    const edit = await call(yonas, 'PATCH', `/api/v1/messages/${earlier.id}`, { body: 'Changed' });
    expect(edit.statusCode).toBe(403);

    // Neither starts a new conversation with the other.
    await call(selam, 'PUT', `/api/v1/profiles/${meron.id}/block`);
    for (const [from, to] of [
      [selam, meron],
      [meron, selam],
    ] as const) {
      const refused = await call(from, 'POST', '/api/v1/conversations', { userId: to.id });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        error: { message: "You can't message this person." },
      });
    }

    // The block put both out of the room: typing reaches nobody, and nobody may join again.
    yonasSocket!.emit('typing', { room });
    expect((await yonasSocket!.emitWithAck('room:join', room)).ok).toBe(false);
    expect((await meronSocket!.emitWithAck('room:join', room)).ok).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(meronHeard).toBe(0);

    // Unblocking opens it again.
    expect((await call(meron, 'DELETE', `/api/v1/profiles/${yonas.id}/block`)).statusCode).toBe(
      200,
    );
    await send(yonas, conversation.id, 'After the unblock');
    expect((await conversationOf(meron, conversation.id)).canSend).toBe(true);
  });

  it('leave group conversations delivering to everyone (as Signal and WhatsApp groups do)', async () => {
    const [ruth, kaleb] = await Promise.all([
      createVerifiedMember(t.app, { fullName: 'Ruth Group' }),
      createVerifiedMember(t.app, { fullName: 'Kaleb Group' }),
    ]);
    const id = await createGroupConversation(t.app.platform, {
      createdBy: ruth.id,
      title: 'Choir',
      communityId: null,
      memberIds: [ruth.id, kaleb.id],
    });
    await call(ruth, 'PUT', `/api/v1/profiles/${kaleb.id}/block`);
    await send(kaleb, id, 'Rehearsal at six');
    expect((await conversationOf(kaleb, id)).canSend).toBe(true);
    expect((await page(ruth, id)).items.map((item) => item.body)).toEqual(['Rehearsal at six']);
    await settle(t.app);
    // No notification between them either way (group messages notify nobody anyway).
    const items = (await call(ruth, 'GET', '/api/v1/notifications')).json<{
      items: Array<{ data: { actor_id: string } }>;
    }>().items;
    expect(items.some((item) => item.data.actor_id === kaleb.id)).toBe(false);
  });
});
