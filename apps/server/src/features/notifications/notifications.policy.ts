import type { NotificationType, SiteNoticeType } from '@aebro/shared/notification-rules';
import type { Viewer } from '../../platform/context';

/** The SPEC §3 switches a recipient's profile carries. */
export interface NotificationSwitches {
  notifyOnLikes: boolean;
  allowLikeNotifications: boolean;
  notifyOnComments: boolean;
  allowCommentNotifications: boolean;
  notifyOnFollows: boolean;
  allowFollowNotifications: boolean;
  notifyOnSaves: boolean;
  allowSaveNotifications: boolean;
}

/**
 * Whether a recipient wants a notification of this type (SPEC §5): for likes, comments, follows and
 * saves both switches must be on (the comment switches also cover edits of posts one commented on); join requests (and their decisions, and a community's deletion) and
 * messages always pass. Never for one's own act.
 */
export function wantsNotification(
  type: NotificationType,
  recipient: NotificationSwitches & { id: string },
  actorId: string,
): boolean {
  if (recipient.id === actorId) return false;
  switch (type) {
    case 'like':
      return recipient.notifyOnLikes && recipient.allowLikeNotifications;
    // An edit of a post I commented on belongs to the conversation of comments: the same switch.
    case 'comment':
    case 'post_edited':
      return recipient.notifyOnComments && recipient.allowCommentNotifications;
    case 'follow':
      return recipient.notifyOnFollows && recipient.allowFollowNotifications;
    case 'save':
      return recipient.notifyOnSaves && recipient.allowSaveNotifications;
    case 'community_join_request':
    case 'community_join_approved':
    case 'community_join_rejected':
    case 'community_deleted':
    case 'event_cancelled':
    case 'event_waitlist_offer':
    case 'event_reminder':
    case 'message':
    case 'follow_request':
    case 'follow_accepted':
    case 'service_request':
    case 'service_request_accepted':
    case 'service_request_declined':
    case 'service_request_cancelled':
    case 'service_request_expired':
    case 'service_request_completed':
    case 'service_review':
    case 'service_review_reply':
    case 'report_resolved':
    case 'event_published':
    case 'payment_refunded':
    case 'poll_closed':
    case 'scheduled_post_published':
    case 'scheduled_post_failed':
      return true;
  }
}

/**
 * Whether a recipient wants a notice from the site: "your scheduled post went out" follows its
 * switch (the member chose the time, so some know it anyway); the others, one that could not go
 * out among them, always pass (something the member must act on, or was told they would hear).
 */
export function wantsSiteNotice(
  type: SiteNoticeType,
  recipient: { notifyOnScheduledPosts: boolean },
): boolean {
  return type === 'scheduled_post_published' ? recipient.notifyOnScheduledPosts : true;
}

/** A repeat of these (like, unlike, like again) refreshes the one notification without a new popup. */
export function isQuietRepeat(type: NotificationType): boolean {
  return type === 'like' || type === 'save' || type === 'follow';
}

/** Notifications are read, marked and cleared by their recipient only (SPEC §6). */
export function canReadNotification(viewer: Pick<Viewer, 'id'>, recipientId: string): boolean {
  return viewer.id === recipientId;
}

/**
 * A browser's push endpoint belongs to the account that registered it. Another account may take it
 * over only with the subscription's own keys (the same browser, signed in as someone else), never
 * with the endpoint URL alone.
 */
export function mayTakePushEndpoint(
  existing: { userId: string; p256dh: string; auth: string } | null,
  viewer: Pick<Viewer, 'id'>,
  keys: { p256dh: string; auth: string },
): boolean {
  if (!existing || existing.userId === viewer.id) return true;
  return existing.p256dh === keys.p256dh && existing.auth === keys.auth;
}
