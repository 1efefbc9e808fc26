import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { Comment } from '@aebro/shared/posts';
import { server } from '@/test/msw';
import { renderWithApp, setUpTexts } from '@/test/render';
import { CommentItem } from './comment-item';

beforeAll(setUpTexts);
afterEach(cleanup);
beforeEach(() => {
  server.use(http.get('/api/v1/session', () => HttpResponse.json(null)));
});

function comment(held: boolean): Comment {
  return {
    id: 'c1',
    postId: 'p1',
    author: {
      id: 'u1',
      username: 'selam',
      fullName: 'Selam T.',
      avatarUrl: null,
      accountType: 'community',
      businessName: null,
      businessCategory: null,
      isVerified: false,
    },
    body: 'Buy scamcoin',
    createdAt: '2026-11-29T10:00:00.000Z',
    editedAt: null,
    canDelete: true,
    canEdit: true,
    held,
  };
}

describe('a comment held for review (issue 37)', () => {
  it('is labelled for its writer, saying who sees it', () => {
    renderWithApp(
      <ul>
        <CommentItem comment={comment(true)} onDeleted={vi.fn()} />
      </ul>,
    );
    const label = screen.getByTestId('comment-held-for-review');
    expect(label.textContent).toContain('Held for review.');
    expect(label.textContent).toContain('Only you can see this comment');
  });

  it('has no label once approved', () => {
    renderWithApp(
      <ul>
        <CommentItem comment={comment(false)} onDeleted={vi.fn()} />
      </ul>,
    );
    expect(screen.queryByTestId('comment-held-for-review')).toBeNull();
  });
});
