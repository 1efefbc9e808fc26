import type { Notification } from '@aebro/shared/notifications';
import type { NotificationType } from '@aebro/shared/notification-rules';

let sequence = 0;

/** A notification as the server sends it, for tests; each call gets a new id. */
export function makeNotification(
  overrides: Partial<Omit<Notification, 'data'>> & { data?: Partial<Notification['data']> } = {},
): Notification {
  sequence += 1;
  const type: NotificationType = overrides.type ?? 'like';
  const { data, ...rest } = overrides;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    type,
    title: 'New like',
    message: 'Almaz Bekele liked your post',
    readAt: null,
    createdAt: new Date().toISOString(),
    ...rest,
    data: {
      actor_id: 'actor-1',
      actor_username: 'almaz',
      actor_display_name: 'Almaz Bekele',
      actor_account_type: 'community',
      actor_avatar: null,
      link: '/post/post-1',
      post_id: 'post-1',
      ...data,
    },
  };
}
