import { presenceTimings } from '@aebro/shared/presence';
import type { Context } from '../../platform/context';
import { forbidden } from '../../platform/errors';
import { markSeen } from '../profiles/profiles.service';
import { canReportPresence } from './presence.policy';

/** A heartbeat or a goodbye: the presence store says who is online, the profile keeps last seen. */
export async function updatePresence(ctx: Context, online: boolean): Promise<void> {
  const userId = ctx.viewer.id;
  if (!canReportPresence(ctx.viewer, userId)) throw forbidden();
  if (online) await ctx.presence.setOnline(userId, presenceTimings.onlineTtlSeconds);
  else await ctx.presence.setOffline(userId);
  await markSeen(ctx);
}
