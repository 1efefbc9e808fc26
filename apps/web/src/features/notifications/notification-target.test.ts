import { describe, expect, it } from 'vitest';
import type { NotificationType } from '@aebro/shared/notification-rules';
import { notificationDestination, storedTarget } from './notification-target';
import { makeNotification } from './test-notifications';

describe('where a notification leads (SPEC §2)', () => {
  it('uses its own link when it is a path of this site', async () => {
    const notification = makeNotification({ data: { link: '/post/abc' } });
    expect(storedTarget(notification)).toBe('/post/abc');
    expect(await notificationDestination(notification)).toBe('/post/abc');
  });

  it('never follows a link to another site', async () => {
    for (const link of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      const notification = makeNotification({ type: 'follow', data: { link, actor_id: 'u1' } });
      expect(storedTarget(notification)).toBeNull();
      expect(await notificationDestination(notification)).toBe('/profile/u1');
    }
  });

  it('otherwise goes by type', async () => {
    const to = (type: NotificationType, data: Record<string, string>) =>
      notificationDestination(
        makeNotification({ type, data: { link: '', post_id: undefined, ...data } }),
      );
    expect(await to('follow', { actor_id: 'u1' })).toBe('/profile/u1');
    expect(await to('like', { post_id: 'p1' })).toBe('/post/p1');
    expect(await to('comment', { post_id: 'p2' })).toBe('/post/p2');
    expect(await to('save', { post_id: 'p3' })).toBe('/post/p3');
    expect(await to('post_edited', { post_id: 'p4' })).toBe('/post/p4');
    expect(await to('poll_closed', { post_id: 'p5' })).toBe('/post/p5');
    expect(await to('poll_closed', {})).toBe('/dashboard');
    expect(await to('scheduled_post_published', { post_id: 'p6' })).toBe('/post/p6');
    expect(await to('scheduled_post_failed', { draft_id: 'd1' })).toBe('/drafts/d1');
    expect(await to('scheduled_post_failed', {})).toBe('/drafts');
    expect(await to('like', {})).toBe('/dashboard');
    expect(await to('message', { actor_id: 'u2' })).toBe('/messages/u2');
    expect(await to('community_join_request', { community_id: 'c1' })).toBe('/communities/c1');
    expect(await to('community_join_request', {})).toBe('/communities');
  });
});
