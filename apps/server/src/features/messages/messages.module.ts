import type { FastifyInstance } from 'fastify';
import { userRoom } from '../../platform/realtime/realtime';
import { notify } from '../notifications/notifications.service';
import { messagesRoutes } from './messages.routes';
import { mayJoinConversation } from './messages.service';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const conversationRoom = (id: string): string => `conversation:${id}`;

/**
 * Direct (and group) messages. Messages, edits and read positions go to the members' own rooms (all
 * their tabs, wherever they are in the app); the `conversation:<id>` room, joinable by members only,
 * carries typing and says who is looking at the conversation (they get no notification for it).
 */
export async function messagesModule(app: FastifyInstance): Promise<void> {
  const { platform, realtime } = app;
  const { events } = platform;
  await app.register(messagesRoutes);

  realtime.registerRoom('conversation', async (viewer, id) => {
    if (!uuid.test(id)) return false;
    return await mayJoinConversation(platform, viewer.id, id);
  });

  realtime.io.on('connection', (socket) => {
    socket.on('typing', (payload) => {
      const room = typeof payload === 'object' && payload !== null ? payload.room : undefined;
      if (typeof room !== 'string' || !room.startsWith('conversation:')) return;
      // Only from inside the room, which only members may join.
      if (!socket.rooms.has(room)) return;
      socket.to(room).emit('conversation:typing', {
        conversationId: room.slice('conversation:'.length),
        userId: socket.data.id,
      });
    });
  });

  const toUsers = (userIds: readonly string[]) => realtime.io.to(userIds.map(userRoom));

  /** Whether the user has the conversation open in some tab right now. */
  async function isLooking(conversationId: string, userId: string): Promise<boolean> {
    try {
      const sockets = await realtime.io.in(conversationRoom(conversationId)).fetchSockets();
      return sockets.some((socket) => socket.data.id === userId);
    } catch {
      return false;
    }
  }

  events.on('message.created', async ({ message, kind, memberIds, recipientIds }) => {
    if (memberIds.length > 0) toUsers(memberIds).emit('message:new', message);
    if (kind !== 'direct') return;
    // One notification per conversation (the notifications area keeps one per actor and type),
    // refreshed by each new message, unless the recipient is looking at the conversation.
    for (const recipientId of recipientIds) {
      if (await isLooking(message.conversationId, recipientId)) continue;
      await notify(platform, { type: 'message', recipientId, actorId: message.senderId });
    }
  });
  events.on('message.changed', ({ message, memberIds }) => {
    if (memberIds.length > 0) toUsers(memberIds).emit('message:changed', message);
  });
  events.on('conversation.read', ({ conversationId, userId, seq, audienceIds }) => {
    toUsers([userId, ...audienceIds]).emit('conversation:read', { conversationId, userId, seq });
  });
  events.on('conversation.changed', ({ userId }) => {
    toUsers([userId]).emit('conversations:changed');
  });
  events.on('conversation.member-removed', async ({ conversationId, userId }) => {
    await realtime.recheckRooms([conversationRoom(conversationId)]);
    toUsers([userId]).emit('conversations:changed');
  });
}
