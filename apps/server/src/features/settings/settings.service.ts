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
import { getOwnProfile, updateOwnSettings } from '../profiles/profiles.service';
import './settings.events';

/*
 * Settings are the session's own (/api/v1/me/...): no route names another person, so the session
 * is the whole check (SPEC §6: the owner's alone) and there is no policy to ask.
 */

export async function getPrivacy(ctx: Context): Promise<PrivacySettings> {
  return privacySettingsSchema.parse(await getOwnProfile(ctx));
}

export async function updatePrivacy(
  ctx: Context,
  changes: z.output<typeof privacySettingsUpdateSchema>,
): Promise<PrivacySettings> {
  const settings = await ctx.events.transaction(ctx.db, async (tx) => {
    const updated = privacySettingsSchema.parse(await updateOwnSettings(ctx, changes, tx));
    if (changes.publicProfile !== undefined)
      await ctx.events.publish(tx, 'profile.privacy-changed', {
        userId: ctx.viewer.id,
        publicProfile: updated.publicProfile,
      });
    return updated;
  });
  if (changes.showReadReceipts !== undefined)
    ctx.events.emit('profile.read-receipts-changed', {
      userId: ctx.viewer.id,
      showReadReceipts: settings.showReadReceipts,
    });
  return settings;
}

export async function getNotificationPreferences(ctx: Context): Promise<NotificationPreferences> {
  return notificationPreferencesSchema.parse(await getOwnProfile(ctx));
}

export async function updateNotificationPreferences(
  ctx: Context,
  changes: z.output<typeof notificationPreferencesUpdateSchema>,
): Promise<NotificationPreferences> {
  return notificationPreferencesSchema.parse(await updateOwnSettings(ctx, changes));
}
