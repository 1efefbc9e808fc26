import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
  privacySettingsSchema,
  privacySettingsUpdateSchema,
  presenceUpdateSchema,
} from '@aebro/shared/connections';
import { z } from 'zod';
import { apiErrorSchema } from '@aebro/shared/errors';
import { requireUser } from '../../platform/http/session';
import { getOwnProfile, updateOwnSettings } from '../profiles/profiles.service';
import { updatePresence } from '../presence/presence.service';

const pickPrivacy = (p: Awaited<ReturnType<typeof getOwnProfile>>) =>
  privacySettingsSchema.parse(p);
const pickNotifications = (p: Awaited<ReturnType<typeof getOwnProfile>>) =>
  notificationPreferencesSchema.parse(p);

export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

  routes.get(
    '/api/v1/me/privacy',
    {
      schema: {
        tags: ['settings'],
        summary: 'My privacy switches',
        response: { 200: privacySettingsSchema, ...errors },
      },
    },
    async (request) =>
      pickPrivacy(await getOwnProfile(app.db, (await requireUser(app, request)).id)),
  );
  routes.patch(
    '/api/v1/me/privacy',
    {
      schema: {
        tags: ['settings'],
        summary: 'Change my privacy switches',
        body: privacySettingsUpdateSchema,
        response: { 200: privacySettingsSchema, ...errors },
      },
    },
    async (request) =>
      pickPrivacy(
        await updateOwnSettings(app.db, (await requireUser(app, request)).id, request.body),
      ),
  );

  routes.get(
    '/api/v1/me/notification-preferences',
    {
      schema: {
        tags: ['settings'],
        summary: 'Which notifications I receive',
        response: { 200: notificationPreferencesSchema, ...errors },
      },
    },
    async (request) =>
      pickNotifications(await getOwnProfile(app.db, (await requireUser(app, request)).id)),
  );
  routes.patch(
    '/api/v1/me/notification-preferences',
    {
      schema: {
        tags: ['settings'],
        summary: 'Change which notifications I receive',
        body: notificationPreferencesUpdateSchema,
        response: { 200: notificationPreferencesSchema, ...errors },
      },
    },
    async (request) =>
      pickNotifications(
        await updateOwnSettings(app.db, (await requireUser(app, request)).id, request.body),
      ),
  );

  routes.post(
    '/api/v1/me/presence',
    {
      schema: {
        tags: ['settings'],
        summary:
          'Presence heartbeat: online while the page is visible (every 60 s), offline when hidden or closed',
        body: presenceUpdateSchema,
        response: { 204: z.null().describe('No content'), ...errors },
      },
    },
    async (request, reply) => {
      await updatePresence(
        app.db,
        app.presence,
        (await requireUser(app, request)).id,
        request.body.online,
      );
      return reply.status(204).send(null);
    },
  );
}
