import { presenceTimings } from '@aebro/shared/presence';
import { updateProfile } from '../profiles/profiles.repository';
import type { Database } from '../../platform/db/client';
import type { PresenceStore } from '../../platform/presence';

/** A heartbeat or a goodbye: the presence store says who is online, the profile keeps last seen. */
export async function updatePresence(
  db: Database,
  presence: PresenceStore,
  userId: string,
  online: boolean,
): Promise<void> {
  if (online) await presence.setOnline(userId, presenceTimings.onlineTtlSeconds);
  else await presence.setOffline(userId);
  await updateProfile(db, userId, { lastSeenAt: new Date() });
}
