import {
  defaultNotificationPolicy,
  newAccountDays,
  type NotificationPolicy,
  type ReachChoice,
} from '@aebro/shared/notification-filters';
import type { Context, Platform } from '../../platform/context';
import { isFollowing } from '../connections/connections.service';
import { profileRows } from '../profiles/profiles.service';
import { acceptsEveryone, reachChoice } from './reach.policy';
import { policyRow, upsertPolicy } from './reach.repository';

const day = 24 * 60 * 60 * 1000;

/**
 * Issue 37: accept, filter or drop what `actorId` sends `recipientId` (a notification, a message
 * request), by the recipient's notification policy. The one place that decides it: notify() and
 * the messages area's first message both ask here.
 */
export async function decideReach(
  ctx: Platform,
  recipientId: string,
  actorId: string,
): Promise<ReachChoice> {
  if (recipientId === actorId) return 'accept';
  const policy = (await policyRow(ctx.db, recipientId)) ?? defaultNotificationPolicy;
  if (acceptsEveryone(policy)) return 'accept';
  const [recipientFollowsActor, actorFollowsRecipient, [actor]] = await Promise.all([
    isFollowing(ctx, recipientId, actorId),
    isFollowing(ctx, actorId, recipientId),
    profileRows(ctx, [actorId]),
  ]);
  const actorIsNew = !actor || Date.now() - actor.createdAt.getTime() < newAccountDays * day;
  return reachChoice(policy, { recipientFollowsActor, actorFollowsRecipient, actorIsNew });
}

/* The member's own policy (/api/v1/me/notification-policy): the session is the whole check. */

export async function getNotificationPolicy(ctx: Context): Promise<NotificationPolicy> {
  return (await policyRow(ctx.db, ctx.viewer.id)) ?? defaultNotificationPolicy;
}

export async function updateNotificationPolicy(
  ctx: Context,
  changes: Partial<NotificationPolicy>,
): Promise<NotificationPolicy> {
  return await upsertPolicy(ctx.db, ctx.viewer.id, changes);
}
