import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  notificationPolicySchema,
  notificationPolicyUpdateSchema,
} from '@aebro/shared/notification-filters';
import { filteredNotificationListSchema } from '@aebro/shared/notifications';
import { errorResponses } from '../../platform/http/responses';
import { contextOf } from '../../platform/http/session';
import { listFilteredNotifications } from './notifications.service';
import { getNotificationPolicy, updateNotificationPolicy } from './reach.service';

const errors = errorResponses(400, 401, 403);

/** Issue 37: my notification policy, and the Filtered list it fills. */
export async function notificationFiltersRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/v1/notifications/filtered',
    {
      schema: {
        tags: ['notifications'],
        summary: 'My filtered notifications (my notification policy), newest first, at most 50',
        response: { 200: filteredNotificationListSchema, ...errors },
      },
    },
    async (request) => await listFilteredNotifications(await contextOf(app, request)),
  );

  routes.get(
    '/api/v1/me/notification-policy',
    {
      schema: {
        tags: ['settings'],
        summary:
          "Accept, filter or drop notifications and message requests from people I don't follow, who don't follow me, or under 30 days old",
        response: { 200: notificationPolicySchema, ...errors },
      },
    },
    async (request) => await getNotificationPolicy(await contextOf(app, request)),
  );
  routes.patch(
    '/api/v1/me/notification-policy',
    {
      schema: {
        tags: ['settings'],
        summary: 'Change my notification policy (any of its three choices)',
        body: notificationPolicyUpdateSchema,
        response: { 200: notificationPolicySchema, ...errors },
      },
    },
    async (request) => await updateNotificationPolicy(await contextOf(app, request), request.body),
  );
}
