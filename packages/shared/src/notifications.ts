import { z } from 'zod';

/** SPEC §3: the kinds of notification. */
export const notificationTypes = ['like', 'comment', 'follow', 'save', 'community_join_request', 'message'] as const;
export type NotificationType = (typeof notificationTypes)[number];

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
  request_id: z.string().optional(),
  status: z.enum(['pending', 'approved', 'rejected']).optional(),
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
export const unreadCountSchema = z.object({ count: z.number() });

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
 * comment, like, save → the post, else the dashboard; message → the conversation with the actor;
 * join request → the community, else the communities; anything else → the dashboard.
 */
export function notificationTarget(type: string, data: Partial<NotificationData>): string {
  if (data.link) return data.link;
  switch (type) {
    case 'follow':
      return data.actor_id ? `/profile/${data.actor_id}` : '/dashboard';
    case 'comment':
    case 'like':
    case 'save':
      return data.post_id ? `/post/${data.post_id}` : '/dashboard';
    case 'message':
      return data.actor_id ? `/messages/${data.actor_id}` : '/messages';
    case 'community_join_request':
      return data.community_id ? `/communities/${data.community_id}` : '/communities';
    default:
      return '/dashboard';
  }
}

/** A browser's push subscription (PushSubscription.toJSON()); the server accepts only https in production. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  keys: z.object({ p256dh: z.string().min(16).max(200), auth: z.string().min(8).max(100) }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;
export const pushPublicKeySchema = z.object({ publicKey: z.string() });
