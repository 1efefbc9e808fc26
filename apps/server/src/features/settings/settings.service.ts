import type { z } from 'zod';
import {
  notificationPreferencesSchema,
  privacySettingsSchema,
  type NotificationPreferences,
  type notificationPreferencesUpdateSchema,
  type PrivacySettings,
  type privacySettingsUpdateSchema,
} from '@aebro/shared/connections';
import type { Context } from '../../platform/context';
import { forbidden } from '../../platform/errors';
import { getOwnProfile, updateOwnSettings } from '../profiles/profiles.service';
import { canChangeSettings } from './settings.policy';
import './settings.events';

function requireOwner(ctx: Context): void {
  if (!canChangeSettings(ctx.viewer, ctx.viewer.id)) throw forbidden();
}

export async function getPrivacy(ctx: Context): Promise<PrivacySettings> {
  requireOwner(ctx);
  return privacySettingsSchema.parse(await getOwnProfile(ctx));
}

export async function updatePrivacy(
  ctx: Context,
  changes: z.output<typeof privacySettingsUpdateSchema>,
): Promise<PrivacySettings> {
  requireOwner(ctx);
  const settings = privacySettingsSchema.parse(await updateOwnSettings(ctx, changes));
  if (changes.publicProfile !== undefined)
    ctx.events.emit('profile.privacy-changed', {
      userId: ctx.viewer.id,
      publicProfile: settings.publicProfile,
    });
  if (changes.showReadReceipts !== undefined)
    ctx.events.emit('profile.read-receipts-changed', {
      userId: ctx.viewer.id,
      showReadReceipts: settings.showReadReceipts,
    });
  return settings;
}

export async function getNotificationPreferences(ctx: Context): Promise<NotificationPreferences> {
  requireOwner(ctx);
  return notificationPreferencesSchema.parse(await getOwnProfile(ctx));
}

export async function updateNotificationPreferences(
  ctx: Context,
  changes: z.output<typeof notificationPreferencesUpdateSchema>,
): Promise<NotificationPreferences> {
  requireOwner(ctx);
  return notificationPreferencesSchema.parse(await updateOwnSettings(ctx, changes));
}
