import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageSchema } from '@aebro/shared/connections';
import {
  conversationSchema,
  conversationsQuerySchema,
  editMessageSchema,
  markReadSchema,
  messagePageSchema,
  messageSchema,
  messagesQuerySchema,
  openConversationSchema,
  readStateSchema,
  sendMessageSchema,
  unreadTotalSchema,
} from '@aebro/shared/messages';
import { errorResponses } from '../../platform/http/responses';
import { contextOf } from '../../platform/http/session';
import {
  acceptRequest,
  declineRequest,
  getConversation,
  listConversations,
  openConversation,
  unreadTotal,
} from './conversations.service';
import { deleteMessage, editMessage, listMessages, sendMessage } from './messages.service';
import { markRead } from './read-receipts.service';

const conversationParams = z.object({ id: z.uuid() });
const messageParams = z.object({ id: z.uuid() });
const errors = errorResponses(400, 401, 403, 404, 429);
const tags = ['messages'];

export async function messagesRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (request: Parameters<typeof contextOf>[1]) => contextOf(app, request);

  routes.get(
    '/api/v1/conversations',
    {
      schema: {
        tags,
        summary: 'My conversations (inbox, or the requests waiting for me), newest activity first',
        querystring: conversationsQuerySchema,
        response: { 200: pageSchema(conversationSchema), ...errors },
      },
    },
    async (request) => listConversations(await ctx(request), request.query),
  );
  routes.post(
    '/api/v1/conversations',
    {
      schema: {
        tags,
        summary:
          'Open the conversation with someone: the existing one, or a new one if they accept a first message from me',
        body: openConversationSchema,
        response: { 200: conversationSchema, ...errors },
      },
    },
    async (request) => openConversation(await ctx(request), request.body),
  );
  routes.get(
    '/api/v1/conversations/unread-count',
    {
      schema: {
        tags,
        summary: 'Unread messages in my inbox, and how many requests wait',
        response: { 200: unreadTotalSchema, ...errors },
      },
    },
    async (request) => unreadTotal(await ctx(request)),
  );
  routes.get(
    '/api/v1/conversations/:id',
    {
      schema: {
        tags,
        summary: 'One of my conversations',
        params: conversationParams,
        response: { 200: conversationSchema, ...errors },
      },
    },
    async (request) => getConversation(await ctx(request), request.params.id),
  );
  routes.get(
    '/api/v1/conversations/:id/messages',
    {
      schema: {
        tags,
        summary:
          'Messages, oldest first: the newest page, older than `before`, or newer than `after` (catch-up)',
        params: conversationParams,
        querystring: messagesQuerySchema,
        response: { 200: messagePageSchema, ...errors },
      },
    },
    async (request) => listMessages(await ctx(request), request.params.id, request.query),
  );
  routes.post(
    '/api/v1/conversations/:id/messages',
    {
      schema: {
        tags,
        summary: 'Send a message; a repeat of the same clientId returns the stored one',
        params: conversationParams,
        body: sendMessageSchema,
        response: { 201: messageSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await sendMessage(await ctx(request), request.params.id, request.body)),
  );
  routes.post(
    '/api/v1/conversations/:id/read',
    {
      schema: {
        tags,
        summary: 'I have read up to this seq',
        params: conversationParams,
        body: markReadSchema,
        response: { 200: readStateSchema, ...errors },
      },
    },
    async (request) => markRead(await ctx(request), request.params.id, request.body),
  );
  routes.put(
    '/api/v1/conversations/:id/request',
    {
      schema: {
        tags,
        summary: 'Accept a message request: the conversation moves to my inbox',
        params: conversationParams,
        response: { 200: conversationSchema, ...errors },
      },
    },
    async (request) => acceptRequest(await ctx(request), request.params.id),
  );
  routes.delete(
    '/api/v1/conversations/:id/request',
    {
      schema: {
        tags,
        summary: 'Delete a message request (the sender is not told)',
        params: conversationParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await declineRequest(await ctx(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
  routes.patch(
    '/api/v1/messages/:id',
    {
      schema: {
        tags,
        summary: 'Edit my message (shown as edited)',
        params: messageParams,
        body: editMessageSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => editMessage(await ctx(request), request.params.id, request.body),
  );
  routes.delete(
    '/api/v1/messages/:id',
    {
      schema: {
        tags,
        summary: "Delete my message: a tombstone 'Message deleted' stays in its place",
        params: messageParams,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => deleteMessage(await ctx(request), request.params.id),
  );
}
