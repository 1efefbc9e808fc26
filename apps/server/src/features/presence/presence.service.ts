import { presenceTimings } from '@aebro/shared/presence';
import type { Context } from '../../platform/context';
import { markSeen } from '../profiles/profiles.service';
import { presenceOwnerFor } from './presence.policy';

/**
 * A heartbeat or a goodbye: the presence store says who is online, the profile keeps last seen,
 * for the one person the policy lets a request speak for (SPEC §6: their own).
 */
export async function updatePresence(ctx: Context, online: boolean): Promise<void> {
  const userId = presenceOwnerFor(ctx.viewer);
  if (online) await ctx.presence.setOnline(userId, presenceTimings.onlineTtlSeconds);
  else await ctx.presence.setOffline(userId);
  await markSeen(ctx, userId);
}
