import { randomBytes } from 'node:crypto';
import {
  signedIn,
  type MatrixRow,
  type Outcomes,
  type RoomRow,
} from '../../test/authorization/matrix';
import type { World } from '../../test/authorization/world';
import { requestAs, type TestUser } from '../../test/accounts';

/** Only the two members (the owner and the follower) see the conversation; for others it is missing. */
const membersOnly = (ok: number): Outcomes<number> => ({
  anonymous: 401,
  unverified: 403,
  owner: ok,
  stranger: 404,
  follower: ok,
});
/** The owner's message: only its sender changes it; the other member is refused. */
const senderOnly = (ok: number): Outcomes<number> => ({ ...membersOnly(ok), follower: 403 });

const conversations = new WeakMap<World, Promise<string>>();
const requests = new WeakMap<World, Promise<string>>();

async function call(
  w: World,
  user: TestUser,
  method: 'POST' | 'GET',
  url: string,
  payload?: unknown,
): Promise<Record<string, unknown>> {
  const response = await requestAs(w.app, user, method, url, payload);
  if (response.statusCode >= 300)
    throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json<Record<string, unknown>>();
}

/** A message of `by` in the conversation (the matrix sends many: its counter starts afresh). */
async function newMessage(w: World, conversationId: string, by: TestUser): Promise<string> {
  await w.app.platform.counters.reset(`messages:send:${by.id}`);
  const sent = await call(w, by, 'POST', `/api/v1/conversations/${conversationId}/messages`, {
    clientId: randomBytes(8).toString('hex'),
    body: `Selam ${randomBytes(3).toString('hex')}`,
  });
  return String(sent.id);
}

/** The owner's direct conversation with the follower (who follows them), with a first message. */
function conversationOf(w: World): Promise<string> {
  let id = conversations.get(w);
  if (!id) {
    id = (async () => {
      const opened = await call(w, w.users.owner, 'POST', '/api/v1/conversations', {
        userId: w.users.follower.id,
      });
      const conversationId = String(opened.id);
      await newMessage(w, conversationId, w.users.owner);
      return conversationId;
    })();
    conversations.set(w, id);
  }
  return id;
}

/** A first message of the public author's to the owner, who does not follow them: a request. */
function requestOf(w: World): Promise<string> {
  let id = requests.get(w);
  if (!id) {
    id = (async () => {
      const opened = await call(w, w.publicAuthor, 'POST', '/api/v1/conversations', {
        userId: w.users.owner.id,
      });
      const conversationId = String(opened.id);
      await newMessage(w, conversationId, w.publicAuthor);
      return conversationId;
    })();
    requests.set(w, id);
  }
  return id;
}

const conversation = async (w: World) => `/api/v1/conversations/${await conversationOf(w)}`;

export const messagesMatrix: MatrixRow[] = [
  {
    route: 'GET /api/v1/conversations',
    case: 'my inbox',
    request: () => ({ url: '/api/v1/conversations?box=inbox' }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/v1/conversations',
    case: 'open the conversation with the public author (who accepts first messages)',
    request: (w) => ({
      method: 'POST',
      url: '/api/v1/conversations',
      payload: { userId: w.publicAuthor.id },
    }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/v1/conversations',
    case: 'open a conversation with the owner, who blocked the blocked actor (refused to them)',
    request: (w) => ({
      method: 'POST',
      url: '/api/v1/conversations',
      payload: { userId: w.users.owner.id },
    }),
    expect: { ...signedIn(200), owner: 400, blocked: 403 },
  },
  {
    route: 'GET /api/v1/conversations/unread-count',
    case: 'my unread total',
    request: () => ({ url: '/api/v1/conversations/unread-count' }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/v1/conversations/:id',
    case: "the owner's conversation with the follower",
    request: async (w) => ({ url: await conversation(w) }),
    expect: membersOnly(200),
  },
  {
    route: 'GET /api/v1/conversations/:id/messages',
    case: 'its history',
    request: async (w) => ({ url: `${await conversation(w)}/messages?limit=10` }),
    expect: membersOnly(200),
  },
  {
    route: 'POST /api/v1/conversations/:id/messages',
    case: 'write in it',
    request: async (w, actor) => {
      if (actor === 'owner' || actor === 'follower')
        await w.app.platform.counters.reset(`messages:send:${w.users[actor].id}`);
      return {
        method: 'POST',
        url: `${await conversation(w)}/messages`,
        payload: { clientId: randomBytes(8).toString('hex'), body: 'Hello there' },
      };
    },
    expect: membersOnly(201),
  },
  {
    route: 'POST /api/v1/conversations/:id/read',
    case: 'mark it read',
    request: async (w) => ({
      method: 'POST',
      url: `${await conversation(w)}/read`,
      payload: { seq: 1 },
    }),
    expect: membersOnly(200),
  },
  {
    route: 'PUT /api/v1/conversations/:id/request',
    case: 'accept it (already in both inboxes: nothing changes)',
    request: async (w) => ({ method: 'PUT', url: `${await conversation(w)}/request` }),
    expect: membersOnly(200),
  },
  {
    route: 'DELETE /api/v1/conversations/:id/request',
    case: "delete the public author's request to the owner",
    request: async (w) => ({
      method: 'DELETE',
      url: `/api/v1/conversations/${await requestOf(w)}/request`,
    }),
    expect: {
      anonymous: 401,
      unverified: 403,
      owner: 204,
      stranger: 404,
      follower: 404,
    },
  },
  {
    route: 'PATCH /api/v1/messages/:id',
    case: "edit the owner's message",
    request: async (w) => ({
      method: 'PATCH',
      url: `/api/v1/messages/${await newMessage(w, await conversationOf(w), w.users.owner)}`,
      payload: { body: 'Edited text' },
    }),
    expect: senderOnly(200),
  },
  {
    route: 'DELETE /api/v1/messages/:id',
    case: "delete the owner's message",
    request: async (w) => ({
      method: 'DELETE',
      url: `/api/v1/messages/${await newMessage(w, await conversationOf(w), w.users.owner)}`,
    }),
    expect: senderOnly(200),
  },
];

export const messagesRooms: RoomRow[] = [
  {
    kind: 'conversation',
    case: "the owner's conversation with the follower",
    id: (w) => conversationOf(w),
    expect: {
      anonymous: 'no-socket',
      unverified: 'no-socket',
      owner: 'joined',
      stranger: 'refused',
      follower: 'joined',
    },
  },
];
