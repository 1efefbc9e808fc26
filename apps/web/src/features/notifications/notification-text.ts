import type { TFunction } from 'i18next';
import type { Notification } from '@aebro/shared/notifications';
import type { NotificationType } from '@aebro/shared/notification-rules';
import { actorName } from './notification-rules';

const textKeys: Record<NotificationType, string> = {
  like: 'notifications.text.like',
  comment: 'notifications.text.comment',
  post_edited: 'notifications.text.postEdited',
  follow: 'notifications.text.follow',
  save: 'notifications.text.save',
  community_join_request: 'notifications.text.communityJoinRequest',
  message: 'notifications.text.message',
  follow_request: 'notifications.text.followRequest',
  follow_accepted: 'notifications.text.followAccepted',
  community_join_approved: 'notifications.text.communityJoinApproved',
  community_join_rejected: 'notifications.text.communityJoinRejected',
  community_deleted: 'notifications.text.communityDeleted',
  event_cancelled: 'notifications.text.eventCancelled',
  event_waitlist_offer: 'notifications.text.eventWaitlistOffer',
  event_reminder: 'notifications.text.eventReminder',
  service_request: 'notifications.text.serviceRequest',
  service_request_accepted: 'notifications.text.serviceRequestAccepted',
  service_request_declined: 'notifications.text.serviceRequestDeclined',
  service_request_cancelled: 'notifications.text.serviceRequestCancelled',
  service_request_expired: 'notifications.text.serviceRequestExpired',
  service_request_completed: 'notifications.text.serviceRequestCompleted',
  service_review: 'notifications.text.serviceReview',
  service_review_reply: 'notifications.text.serviceReviewReply',
  report_resolved: 'notifications.text.reportActioned',
  event_published: 'notifications.text.eventPublished',
  payment_refunded: 'notifications.text.paymentRefunded',
  poll_closed: 'notifications.text.pollClosed',
  scheduled_post_published: 'notifications.text.scheduledPostPublished',
  scheduled_post_failed: 'notifications.text.scheduledPostFailed',
};

/** What a refunded payment was for, in the reader's language (as the server's e-mail says it). */
function refundedWhat(t: TFunction, data: Notification['data']): string {
  if (data.payment_kind === 'post_boost')
    return t('notifications.paymentWhat.boost', { count: data.payment_days ?? 1 });
  return data.payment_title
    ? t('notifications.paymentWhat.event', { title: data.payment_title })
    : t('notifications.paymentWhat.eventUntitled');
}

/**
 * The sentence of a notification in the current language, built from its type and the actor's name;
 * the title and message the server stored (in the recipient's language of that moment) are the fallback.
 */
export function notificationText(t: TFunction, notification: Notification): string {
  // From the site, not a person: the sentence says what the moderators decided.
  if (notification.type === 'report_resolved')
    return t(
      notification.data.report_outcome === 'dismissed'
        ? 'notifications.text.reportDismissed'
        : 'notifications.text.reportActioned',
    );
  if (notification.type === 'payment_refunded')
    return t('notifications.text.paymentRefunded', { what: refundedWhat(t, notification.data) });
  const key = (textKeys as Partial<Record<string, string>>)[notification.type];
  const name = actorName(notification.data);
  if (!key || !name) return notification.message || notification.title;
  return t(key, {
    name,
    community: notification.data.community_name ?? '',
    event: notification.data.event_title ?? '',
    service: notification.data.service_title ?? '',
  });
}
