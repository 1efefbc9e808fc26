import type { PrivacySettings } from '@aebro/shared/connections';
import { apiClient, unwrap } from '@/lib/api-client';

/** The switches of Settings → Privacy, in the order they are shown (SPEC §6, then online status). */
export const privacySwitches = [
  'publicProfile',
  'allowNewMessages',
  'restrictMessagingToContacts',
  'allowCommentsOnPosts',
  'allowLikesOnPosts',
  'allowSavesOnPosts',
  'hideOnlineStatus',
  'showReadReceipts',
] as const satisfies ReadonlyArray<keyof PrivacySettings>;
export type PrivacySwitch = (typeof privacySwitches)[number];

export async function fetchPrivacySettings(): Promise<PrivacySettings> {
  return await unwrap(apiClient.GET('/api/v1/me/privacy'));
}

export async function updatePrivacySettings(
  change: Partial<PrivacySettings>,
): Promise<PrivacySettings> {
  return await unwrap(apiClient.PATCH('/api/v1/me/privacy', { body: change }));
}
