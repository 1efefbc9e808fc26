import { presenceTimings } from '@aebro/shared/presence';
import type { Context } from '../../platform/context';
import { markSeen } from '../profiles/profiles.service';

/**
 * A heartbeat or a goodbye: the presence store says who is online, the profile keeps last seen.
 * It speaks only for the session's own person (there is no one else to name), so the session is
 * the whole check (SPEC §6).
 */
export async function updatePresence(ctx: Context, online: boolean): Promise<void> {
  const userId = ctx.viewer.id;
  if (online) await ctx.presence.setOnline(userId, presenceTimings.onlineTtlSeconds);
  else await ctx.presence.setOffline(userId);
  await markSeen(ctx);
}
