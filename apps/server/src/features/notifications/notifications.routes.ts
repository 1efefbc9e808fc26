import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  notificationListSchema,
  pushPublicKeySchema,
  pushSubscriptionSchema,
  unreadCountSchema,
} from '@aebro/shared/notifications';
import { errorResponses } from '../../platform/http/responses';
import { contextOf } from '../../platform/http/session';
import {
  clearAll,
  listNotifications,
  markAllRead,
  markRead,
  unreadCount,
} from './notifications.service';
import { subscribe, unsubscribe } from './push.service';

const ok = z.object({ ok: z.literal(true) });
const errors = errorResponses(400, 401, 403, 404);
const tags = ['notifications'];

export async function notificationsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/v1/notifications',
    {
      schema: {
        tags,
        summary: 'My notifications: not cleared, newest first, at most 50',
        response: { 200: notificationListSchema, ...errors },
      },
    },
    async (request) => ({ items: await listNotifications(await contextOf(app, request)) }),
  );

  routes.get(
    '/api/v1/notifications/unread-count',
    {
      schema: {
        tags,
        summary: 'How many of mine are unread',
        response: { 200: unreadCountSchema, ...errors },
      },
    },
    async (request) => ({ count: await unreadCount(await contextOf(app, request)) }),
  );

  routes.post(
    '/api/v1/notifications/:id/read',
    {
      schema: {
        tags,
        summary: 'Mark one of mine read',
        params: z.object({ id: z.uuid() }),
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      await markRead(await contextOf(app, request), request.params.id);
      return { ok: true as const };
    },
  );

  routes.post(
    '/api/v1/notifications/read-all',
    { schema: { tags, summary: 'Mark all of mine read', response: { 200: ok, ...errors } } },
    async (request) => {
      await markAllRead(await contextOf(app, request));
      return { ok: true as const };
    },
  );

  routes.post(
    '/api/v1/notifications/clear-all',
    {
      schema: {
        tags,
        summary: 'Clear all of mine (sets cleared_at)',
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      await clearAll(await contextOf(app, request));
      return { ok: true as const };
    },
  );

  routes.get(
    '/api/v1/push/public-key',
    {
      schema: {
        tags,
        summary: 'The VAPID public key browsers subscribe with',
        response: { 200: pushPublicKeySchema },
      },
    },
    async () => ({ publicKey: app.config.vapidKeys.publicKey }),
  );

  routes.post(
    '/api/v1/push/subscriptions',
    {
      schema: {
        tags,
        summary: 'Register this browser for web push when I have no open tab',
        body: pushSubscriptionSchema,
        response: { 200: ok, ...errors, ...errorResponses(409) },
      },
    },
    async (request) => {
      await subscribe(await contextOf(app, request), request.body);
      return { ok: true as const };
    },
  );

  routes.delete(
    '/api/v1/push/subscriptions',
    {
      schema: {
        tags,
        summary: 'Stop web push to this browser',
        body: z.object({ endpoint: z.string().max(2000) }),
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      await unsubscribe(await contextOf(app, request), request.body.endpoint);
      return { ok: true as const };
    },
  );
}
