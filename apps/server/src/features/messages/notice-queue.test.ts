import { describe, expect, it } from 'vitest';
import { createNoticeQueue } from './messages.module';

describe('the message notice queue', () => {
  it('runs a few at a time and folds a waiting notice for the same conversation into one', async () => {
    let running = 0;
    let most = 0;
    const done: string[] = [];
    const queue = createNoticeQueue(
      async ({ conversationId, actorId }) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 20));
        done.push(`${conversationId}:${actorId}`);
        running -= 1;
      },
      () => undefined,
      2,
    );
    const notice = (conversationId: string, actorId: string) =>
      queue({ conversationId, recipientId: 'r', actorId });
    await Promise.all([
      notice('a', '1'),
      notice('b', '1'),
      notice('c', '1'),
      notice('c', '2'),
      notice('c', '3'),
    ]);
    expect(most).toBe(2);
    // 'c' waited while 'a' and 'b' ran: its three notices became one, from the newest sender.
    expect(done.sort()).toEqual(['a:1', 'b:1', 'c:3']);
  });

  it('keeps going after a failure', async () => {
    const errors: unknown[] = [];
    const queue = createNoticeQueue(
      async ({ actorId }) => {
        if (actorId === 'bad') throw new Error('boom');
      },
      (error) => errors.push(error),
      1,
    );
    await queue({ conversationId: 'x', recipientId: 'r', actorId: 'bad' });
    await queue({ conversationId: 'y', recipientId: 'r', actorId: 'good' });
    expect(errors).toHaveLength(1);
  });
});
