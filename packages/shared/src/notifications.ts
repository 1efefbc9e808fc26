import { z } from 'zod';
import { notificationTypes } from './notification-rules';

/** The `data` of a notification, with the keys of SPEC §3. */
export const notificationDataSchema = z.object({
  actor_id: z.string(),
  actor_username: z.string(),
  actor_display_name: z.string(),
  actor_account_type: z.enum(['community', 'business']),
  actor_avatar: z.string().nullable(),
  link: z.string(),
  post_id: z.string().optional(),
  community_id: z.string().optional(),
  /** The community's name when the notification was made (a deleted one has no page to look at). */
  community_name: z.string().optional(),
  request_id: z.string().optional(),
  event_id: z.string().optional(),
  /** The event's title when the notification was made. */
  event_title: z.string().optional(),
  /** The services directory: the listing and its title when the notification was made. */
  service_id: z.string().optional(),
  service_title: z.string().optional(),
  status: z.enum(['pending', 'approved', 'rejected']).optional(),
  /** report_resolved: whether the moderators acted on what I reported or found it within the rules. */
  report_outcome: z.enum(['actioned', 'dismissed']).optional(),
  /** payment_refunded: which payment, what it bought (its kind, and the event's title or the boost's days). */
  payment_id: z.string().optional(),
  payment_kind: z.enum(['event_creation', 'post_boost']).optional(),
  payment_title: z.string().optional(),
  payment_days: z.number().optional(),
  /** scheduled_post_failed: the draft it went back to. */
  draft_id: z.string().optional(),
});
export type NotificationData = z.infer<typeof notificationDataSchema>;

export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(notificationTypes),
  title: z.string(),
  message: z.string(),
  data: notificationDataSchema,
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({ items: z.array(notificationSchema) });
/** Issue 37: the Filtered list and how many it holds. */
export const filteredNotificationListSchema = z.object({
  items: z.array(notificationSchema),
  count: z.number(),
});
export const unreadCountSchema = z.object({ count: z.number() });

/** A browser's push subscription (PushSubscription.toJSON()); the server accepts only https in production. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  keys: z.object({ p256dh: z.string().min(16).max(200), auth: z.string().min(8).max(100) }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;
export const pushPublicKeySchema = z.object({ publicKey: z.string() });
