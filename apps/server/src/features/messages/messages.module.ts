import type { FastifyInstance } from 'fastify';
import { userRoom } from '../../platform/realtime/realtime';
import { notify } from '../notifications/notifications.service';
import { mayJoinConversation } from './conversations.service';
import { messagesRoutes } from './messages.routes';
import { seenAfterSwitch } from './read-receipts.service';
import '../settings/settings.events';

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

  events.on('message.created', ({ message, memberIds }) => {
    if (memberIds.length > 0) toUsers(memberIds).emit('message:new', message);
  });
  // One notification per conversation (the notifications area keeps one per actor and type),
  // refreshed by new messages, unless the recipient is looking at the conversation when the
  // notice is written (a durable effect of the message: a job of its own, after the answer).
  events.subscribe('message.sent-direct', 'messages.notify', async (sent) => {
    for (const recipientId of sent.recipientIds) {
      if (await isLooking(sent.conversationId, recipientId)) continue;
      await notify(platform, {
        type: 'message',
        recipientId,
        actorId: sent.senderId,
        // A conversation the recipient accepted is theirs: its messages pass their policy.
        accepted: sent.acceptedIds?.includes(recipientId) ?? false,
      });
    }
  });
  events.on('message.changed', ({ message, memberIds }) => {
    if (memberIds.length > 0) toUsers(memberIds).emit('message:changed', message);
  });
  events.on('conversation.read', ({ conversationId, userId, seq, audienceIds }) => {
    toUsers([userId, ...audienceIds]).emit('conversation:read', { conversationId, userId, seq });
  });
  // Read receipts switched off or on: "Seen" goes or comes in the open conversations on both sides.
  events.on('profile.read-receipts-changed', async ({ userId }) => {
    for (const [to, items] of await seenAfterSwitch(platform, userId))
      toUsers([to]).emit('conversations:seen', { items });
  });
  events.on('conversation.changed', ({ userId }) => {
    toUsers([userId]).emit('conversations:changed');
  });
  events.on('conversation.member-removed', async ({ conversationId, userId }) => {
    await realtime.recheckRooms([conversationRoom(conversationId)]);
    toUsers([userId]).emit('conversations:changed');
  });
}
