import type { NotificationData } from './notifications';

/* Kept free of zod: the browser's app shell (the bell, the popups) imports these. */

/** SPEC §3: the kinds of notification. */
export const notificationTypes = [
  'like',
  'comment',
  'follow',
  'save',
  // Issue 36: a post I commented on was edited by its author.
  'post_edited',
  'community_join_request',
  'message',
  // Locked accounts (a private profile): someone asks to follow; the owner's answer is yes.
  'follow_request',
  'follow_accepted',
  'community_join_approved',
  'community_join_rejected',
  'community_deleted',
  // Events: the organiser cancelled, a place freed for me on the waitlist, an hour before the start.
  'event_cancelled',
  'event_waitlist_offer',
  'event_reminder',
  // The services directory: a request and its answers, and reviews.
  'service_request',
  'service_request_accepted',
  'service_request_declined',
  'service_request_cancelled',
  'service_request_expired',
  'service_request_completed',
  'service_review',
  'service_review_reply',
  // From the site, not a person: a site admin decided a report I made (data.report_outcome); my
  // paid event is published; money I paid went back (data.payment_*).
  'report_resolved',
  'event_published',
  'payment_refunded',
  // Issue 36: my poll closed (its results are final); from the site, it names no person.
  'poll_closed',
  // Issue 36: my scheduled post went out, or could not (it is back in my drafts); from the site.
  'scheduled_post_published',
  'scheduled_post_failed',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

/** The kinds the site itself sends: they name no person (their actor is shown as Aebro). */
export const siteNoticeTypes = [
  'report_resolved',
  'event_published',
  'payment_refunded',
  'poll_closed',
  'scheduled_post_published',
  'scheduled_post_failed',
] as const;
export type SiteNoticeType = (typeof siteNoticeTypes)[number];

/** SPEC §9. */
export const notificationLimits = {
  fetchLimit: 50,
  popupMs: 5000,
  popupHistoryMaxAgeMs: 60 * 60 * 1000,
  popupHistoryPruneEveryMs: 10 * 60 * 1000,
  suppressAfterClearMs: 5 * 60 * 1000,
} as const;

/**
 * Where a notification leads when it has no link of its own (SPEC §2): follow → the actor's profile;
 * comment, like, save, an edit of a post I commented on, my poll's closing, my scheduled post gone out → the post, else the dashboard; a scheduled post that could not go out → that draft; message → the conversation with the actor;
 * join request → the community, else the communities; anything else → the dashboard. A decision on
 * my request leads to the community; a deleted community to the communities.
 */
export function notificationTarget(type: string, data: Partial<NotificationData>): string {
  if (data.link) return data.link;
  switch (type) {
    case 'follow':
    case 'follow_accepted':
      return data.actor_id ? `/profile/${data.actor_id}` : '/dashboard';
    case 'comment':
    case 'like':
    case 'save':
    case 'post_edited':
    case 'poll_closed':
    case 'scheduled_post_published':
      return data.post_id ? `/post/${data.post_id}` : '/dashboard';
    case 'scheduled_post_failed':
      return data.draft_id ? `/drafts/${data.draft_id}` : '/drafts';
    case 'message':
      return data.actor_id ? `/messages/${data.actor_id}` : '/messages';
    case 'community_join_request':
    case 'community_join_approved':
    case 'community_join_rejected':
      return data.community_id ? `/communities/${data.community_id}` : '/communities';
    case 'follow_request':
      return '/connections/me/requests';
    case 'community_deleted':
      return '/communities';
    case 'event_cancelled':
    case 'event_waitlist_offer':
    case 'event_reminder':
    case 'event_published':
      return data.event_id ? `/events/${data.event_id}` : '/events';
    // The business's side lives on its dashboard, the member's in their requests.
    case 'service_request':
    case 'service_request_cancelled':
      return '/services/manage';
    case 'service_request_accepted':
    case 'service_request_declined':
    case 'service_request_expired':
    case 'service_request_completed':
      return '/services/requests';
    case 'service_review':
    case 'service_review_reply':
      return data.service_id ? `/service/${data.service_id}` : '/services';
    case 'payment_refunded':
      return '/payment-history';
    default:
      return '/dashboard';
  }
}

/** Requests (to join a community, to follow) wait for an answer; once decided the list hides them. */
export const requestTypes: readonly NotificationType[] = [
  'community_join_request',
  'follow_request',
];

export function isDecidedRequest(type: string, status: string | undefined): boolean {
  return (
    requestTypes.includes(type as NotificationType) &&
    (status === 'approved' || status === 'rejected')
  );
}
