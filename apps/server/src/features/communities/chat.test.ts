import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, createVerifiedMember, type TestUser } from '../../test/accounts';
import { connectSocket, listen, nextEvent, type ClientSocket } from '../../test/sockets';
import { joinApproved } from '../../test/communities';
import { createTestApp, type TestApp, settle } from '../../test/test-app';

let t: TestApp;
let baseUrl: string;
let admin: TestUser;
let member: TestUser;
let stranger: TestUser;
let joiner: TestUser;
let communityId: string;
let publicId: string;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t.app);
  [admin, member, stranger, joiner] = await Promise.all([
    createVerifiedMember(t.app, { fullName: 'Admin Abebe' }),
    createVerifiedMember(t.app, { fullName: 'Member Meron' }),
    createVerifiedMember(t.app, { fullName: 'Stranger Selam' }),
    createVerifiedMember(t.app, { fullName: 'Joiner Yonas' }),
  ]);
  communityId = (
    await call(admin, 'POST', '/api/v1/communities', {
      name: 'Chat circle',
      description: 'We talk here.',
      privacy: 'private',
    })
  ).json<{ id: string }>().id;
  await joinApproved(t.app, communityId, member, admin, 'me');
  publicId = (
    await call(admin, 'POST', '/api/v1/communities', {
      name: 'Open chat circle',
      description: 'Anyone may join.',
      privacy: 'public',
    })
  ).json<{ id: string }>().id;
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

const call = caller(() => t.app);

async function chatOf(id: string, user: TestUser): Promise<string> {
  const response = await call(user, 'GET', `/api/v1/communities/${id}/chat`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ conversationId: string }>().conversationId;
}

function write(conversationId: string, user: TestUser, body: string) {
  return call(user, 'POST', `/api/v1/conversations/${conversationId}/messages`, {
    clientId: randomUUID(),
    body,
  });
}

async function socketOf(user: TestUser): Promise<ClientSocket> {
  const { socket, error } = await connectSocket(baseUrl, user.jar.header());
  expect(error).toBeNull();
  sockets.push(socket);
  return socket;
}

describe('community chat', () => {
  it('is one conversation per community that its members read and write', async () => {
    const [first, second] = await Promise.all([
      chatOf(communityId, admin),
      chatOf(communityId, member),
    ]);
    expect(first).toBe(second);
    expect(await chatOf(communityId, admin)).toBe(first);

    const sent = await write(first, member, 'Hello, circle');
    expect(sent.statusCode, sent.body).toBe(201);
    const history = await call(admin, 'GET', `/api/v1/conversations/${first}/messages`);
    expect(history.statusCode).toBe(200);
    expect(history.json<{ items: Array<{ body: string; senderId: string }> }>().items).toEqual([
      expect.objectContaining({ body: 'Hello, circle', senderId: member.id }),
    ]);
    const conversation = await call(admin, 'GET', `/api/v1/conversations/${first}`);
    expect(conversation.json()).toMatchObject({ kind: 'group', communityId, seenSeq: null });
    // No `message` notification for group chat.
    await settle(t.app);
    const notifications = await call(admin, 'GET', '/api/v1/notifications');
    expect(JSON.stringify(notifications.json())).not.toContain('"type":"message"');
  });

  it('does not exist for non-members, over HTTP and sockets', async () => {
    const conversationId = await chatOf(communityId, admin);
    expect(
      (await call(stranger, 'GET', `/api/v1/communities/${communityId}/chat`)).statusCode,
    ).toBe(404);
    // Public communities too: reading the feed is not being in the chat.
    expect((await call(stranger, 'GET', `/api/v1/communities/${publicId}/chat`)).statusCode).toBe(
      404,
    );
    expect(
      (await call(stranger, 'GET', `/api/v1/conversations/${conversationId}/messages`)).statusCode,
    ).toBe(404);
    expect((await write(conversationId, stranger, 'Let me in')).statusCode).toBe(404);
    const socket = await socketOf(stranger);
    expect((await socket.emitWithAck('room:join', `conversation:${conversationId}`)).ok).toBe(
      false,
    );
  });

  it('refuses invalid input with a 4xx', async () => {
    expect((await call(admin, 'GET', '/api/v1/communities/not-a-uuid/chat')).statusCode).toBe(400);
    expect((await call(admin, 'GET', `/api/v1/communities/${randomUUID()}/chat`)).statusCode).toBe(
      404,
    );
    const conversationId = await chatOf(communityId, admin);
    const empty = await call(admin, 'POST', `/api/v1/conversations/${conversationId}/messages`, {
      clientId: randomUUID(),
      body: '',
    });
    expect(empty.statusCode).toBeGreaterThanOrEqual(400);
    expect(empty.statusCode).toBeLessThan(500);
  });

  it('follows the community when it is renamed', async () => {
    const conversationId = await chatOf(communityId, member);
    const socket = await socketOf(member);
    const told = nextEvent(socket, 'conversations:changed');
    const renamed = await call(admin, 'PATCH', `/api/v1/communities/${communityId}`, {
      name: 'ውይይት ክበብ',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await told;
    for (const user of [admin, member]) {
      const conversation = await call(user, 'GET', `/api/v1/conversations/${conversationId}`);
      expect(conversation.json()).toMatchObject({ title: 'ውይይት ክበብ' });
    }
    const inbox = await call(member, 'GET', '/api/v1/conversations');
    expect(
      inbox
        .json<{ items: Array<{ id: string; title: string | null }> }>()
        .items.find((item) => item.id === conversationId)?.title,
    ).toBe('ውይይት ክበብ');
    // A change that keeps the name leaves the chat as it is.
    const described = await call(admin, 'PATCH', `/api/v1/communities/${communityId}`, {
      description: 'We still talk here.',
    });
    expect(described.statusCode).toBe(200);
    const conversation = await call(member, 'GET', `/api/v1/conversations/${conversationId}`);
    expect(conversation.json()).toMatchObject({ title: 'ውይይት ክበብ' });
  });

  it('adds whoever joins at once', async () => {
    const conversationId = await chatOf(publicId, admin);
    expect((await call(joiner, 'GET', `/api/v1/conversations/${conversationId}`)).statusCode).toBe(
      404,
    );
    const joined = await call(joiner, 'PUT', `/api/v1/communities/${publicId}/membership`, {});
    expect(joined.statusCode, joined.body).toBe(200);
    await settle(t.app);
    // Without opening the community's chat first: the conversation already counts them in.
    const socket = await socketOf(joiner);
    const heard = nextEvent(socket, 'message:new');
    await write(conversationId, admin, 'Welcome, Yonas');
    expect((await heard)[0]).toMatchObject({ conversationId, body: 'Welcome, Yonas' });
    expect((await write(conversationId, joiner, 'Thank you')).statusCode).toBe(201);
  });

  it('takes a removed member out at once, on a live socket', async () => {
    const conversationId = await chatOf(communityId, member);
    const room = `conversation:${conversationId}`;
    const memberSocket = await socketOf(member);
    const adminSocket = await socketOf(admin);
    expect((await memberSocket.emitWithAck('room:join', room)).ok).toBe(true);
    expect((await adminSocket.emitWithAck('room:join', room)).ok).toBe(true);
    const typing = nextEvent(memberSocket, 'conversation:typing');
    adminSocket.emit('typing', { room });
    expect((await typing)[0]).toEqual({ conversationId, userId: admin.id });

    const removed = await call(
      admin,
      'DELETE',
      `/api/v1/communities/${communityId}/members/${member.id}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    await settle(t.app);

    let heard = false;
    memberSocket.on('conversation:typing', () => {
      heard = true;
    });
    memberSocket.on('message:new', () => {
      heard = true;
    });
    adminSocket.emit('typing', { room });
    await write(conversationId, admin, 'Only members from now on');
    await settle(t.app);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heard).toBe(false);
    expect((await memberSocket.emitWithAck('room:join', room)).ok).toBe(false);
    expect((await call(member, 'GET', `/api/v1/communities/${communityId}/chat`)).statusCode).toBe(
      404,
    );
    expect(
      (await call(member, 'GET', `/api/v1/conversations/${conversationId}/messages`)).statusCode,
    ).toBe(404);
    expect((await write(conversationId, member, 'Still here?')).statusCode).toBe(404);
  });
});
