import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
  privacySettingsSchema,
  privacySettingsUpdateSchema,
} from '@aebro/shared/connections';
import { errorResponses } from '../../platform/http/responses';
import { contextOf } from '../../platform/http/session';
import {
  getNotificationPreferences,
  getPrivacy,
  updateNotificationPreferences,
  updatePrivacy,
} from './settings.service';

const tags = ['settings'];
const errors = errorResponses(400, 401, 403);

export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/v1/me/privacy',
    {
      schema: {
        tags,
        summary: 'My privacy switches',
        response: { 200: privacySettingsSchema, ...errors },
      },
    },
    async (request) => getPrivacy(await contextOf(app, request)),
  );
  routes.patch(
    '/api/v1/me/privacy',
    {
      schema: {
        tags,
        summary: 'Change my privacy switches',
        body: privacySettingsUpdateSchema,
        response: { 200: privacySettingsSchema, ...errors },
      },
    },
    async (request) => updatePrivacy(await contextOf(app, request), request.body),
  );

  routes.get(
    '/api/v1/me/notification-preferences',
    {
      schema: {
        tags,
        summary: 'Which notifications I receive',
        response: { 200: notificationPreferencesSchema, ...errors },
      },
    },
    async (request) => getNotificationPreferences(await contextOf(app, request)),
  );
  routes.patch(
    '/api/v1/me/notification-preferences',
    {
      schema: {
        tags,
        summary: 'Change which notifications I receive',
        body: notificationPreferencesUpdateSchema,
        response: { 200: notificationPreferencesSchema, ...errors },
      },
    },
    async (request) => updateNotificationPreferences(await contextOf(app, request), request.body),
  );
}
