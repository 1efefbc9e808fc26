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
import { profileOfOwner, updateSettingsOf } from '../profiles/profiles.service';
import { settingsOwnerFor } from './settings.policy';
import './settings.events';

/* Whose settings a request reads or changes is the policy's answer (SPEC §6: the owner's alone). */

export async function getPrivacy(ctx: Context): Promise<PrivacySettings> {
  return privacySettingsSchema.parse(await profileOfOwner(ctx, settingsOwnerFor(ctx.viewer)));
}

export async function updatePrivacy(
  ctx: Context,
  changes: z.output<typeof privacySettingsUpdateSchema>,
): Promise<PrivacySettings> {
  const owner = settingsOwnerFor(ctx.viewer);
  const settings = await ctx.events.transaction(ctx.db, async (tx) => {
    const updated = privacySettingsSchema.parse(await updateSettingsOf(tx, owner, changes));
    if (changes.publicProfile !== undefined)
      await ctx.events.publish(tx, 'profile.privacy-changed', {
        userId: owner,
        publicProfile: updated.publicProfile,
      });
    return updated;
  });
  if (changes.showReadReceipts !== undefined)
    ctx.events.emit('profile.read-receipts-changed', {
      userId: owner,
      showReadReceipts: settings.showReadReceipts,
    });
  return settings;
}

export async function getNotificationPreferences(ctx: Context): Promise<NotificationPreferences> {
  return notificationPreferencesSchema.parse(
    await profileOfOwner(ctx, settingsOwnerFor(ctx.viewer)),
  );
}

export async function updateNotificationPreferences(
  ctx: Context,
  changes: z.output<typeof notificationPreferencesUpdateSchema>,
): Promise<NotificationPreferences> {
  return notificationPreferencesSchema.parse(
    await updateSettingsOf(ctx.db, settingsOwnerFor(ctx.viewer), changes),
  );
}
