import { describe, expect, it } from 'vitest';
import { addNewPost, withoutShown } from './new-posts';

const context = { shownIds: new Set(['p1', 'p2']), myId: 'me' };

describe('the "N new posts" counter', () => {
  it('counts each announced post once', () => {
    let pending: readonly string[] = [];
    pending = addNewPost(pending, { postId: 'p3', authorId: 'abebe' }, context);
    pending = addNewPost(pending, { postId: 'p4', authorId: 'selam' }, context);
    pending = addNewPost(pending, { postId: 'p3', authorId: 'abebe' }, context);
    expect(pending).toEqual(['p3', 'p4']);
  });

  it('ignores posts the feed already shows and my own posts', () => {
    expect(addNewPost([], { postId: 'p1', authorId: 'abebe' }, context)).toEqual([]);
    expect(addNewPost([], { postId: 'p9', authorId: 'me' }, context)).toEqual([]);
  });

  it('drops the posts that a fetch brought in, keeping the same list when nothing changed', () => {
    const pending = ['p3', 'p4'];
    expect(withoutShown(pending, new Set(['p3']))).toEqual(['p4']);
    expect(withoutShown(pending, new Set(['p1']))).toBe(pending);
  });
});
