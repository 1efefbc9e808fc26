import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@aebro/shared/errors';
import {
  notificationListSchema,
  pushPublicKeySchema,
  pushSubscriptionSchema,
  unreadCountSchema,
} from '@aebro/shared/notifications';
import { requireUser } from '../../platform/http/session';
import {
  clearAll,
  listNotifications,
  markAllRead,
  markRead,
  unreadCount,
} from './notifications.service';
import { subscribe, unsubscribe } from './push.service';

const ok = z.object({ ok: z.literal(true) });
const errors = { 401: apiErrorSchema, 404: apiErrorSchema };

export async function notificationsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];

  routes.get(
    '/api/v1/notifications',
    {
      schema: {
        tags,
        summary: 'My notifications: not cleared, newest first, at most 50',
        response: { 200: notificationListSchema, ...errors },
      },
    },
    async (request) => ({
      items: await listNotifications(app.db, (await requireUser(app, request)).id),
    }),
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
    async (request) => ({
      count: await unreadCount(app.db, (await requireUser(app, request)).id),
    }),
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
      await markRead(app.db, app.events, (await requireUser(app, request)).id, request.params.id);
      return { ok: true as const };
    },
  );

  routes.post(
    '/api/v1/notifications/read-all',
    { schema: { tags, summary: 'Mark all of mine read', response: { 200: ok, ...errors } } },
    async (request) => {
      await markAllRead(app.db, app.events, (await requireUser(app, request)).id);
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
      await clearAll(app.db, app.events, (await requireUser(app, request)).id);
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
    async () => ({
      publicKey: app.config.vapidKeys.publicKey,
    }),
  );

  routes.post(
    '/api/v1/push/subscriptions',
    {
      schema: {
        tags,
        summary: 'Register this browser for web push when I have no open tab',
        body: pushSubscriptionSchema,
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      await subscribe(
        app.db,
        (await requireUser(app, request)).id,
        request.body,
        app.config.nodeEnv === 'production',
      );
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
      await unsubscribe(app.db, (await requireUser(app, request)).id, request.body.endpoint);
      return { ok: true as const };
    },
  );
}
