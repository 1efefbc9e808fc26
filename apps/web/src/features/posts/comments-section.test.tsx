import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { server } from '@/test/msw';
import { renderWithApp, setUpTexts } from '@/test/render';
import { CommentsSection } from './comments-section';
import { testPost } from './test-post';

beforeAll(setUpTexts);
afterEach(cleanup);

const post = testPost({ counts: { likes: 0, comments: 0, saves: 0 } });
const commentsUrl = `/api/v1/posts/${post.id}/comments`;
const written = {
  id: 'comment-1',
  postId: post.id,
  author: post.author,
  body: 'Selam, see you there',
  createdAt: new Date().toISOString(),
  editedAt: null,
  canDelete: true,
  canEdit: true,
};

/** No comments yet, and a comment written is `written`; returns the bodies of the comments sent. */
function stubApi(): unknown[] {
  const posted: unknown[] = [];
  server.use(
    http.get('/api/v1/session', () => HttpResponse.json(null)),
    http.get(commentsUrl, () => HttpResponse.json({ items: [], nextCursor: null })),
    http.post(commentsUrl, async ({ request }) => {
      posted.push(await request.json());
      return HttpResponse.json(written, { status: 201 });
    }),
  );
  return posted;
}

describe('the comment form', () => {
  it('refuses an empty comment with the shared text, focuses the box, and clears it as I type', async () => {
    const posted = stubApi();
    renderWithApp(<CommentsSection post={post} textareaRef={createRef()} />);
    const box = screen.getByLabelText('Write a comment');
    fireEvent.change(box, { target: { value: '   ' } });
    expect(screen.queryByText('Write a comment first.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Write a comment first.');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toMatch(/-error .*-count$/);
    expect(document.activeElement).toBe(box);
    expect(posted).toHaveLength(0);

    fireEvent.change(box, { target: { value: 'S' } });
    await waitFor(() => expect(screen.queryByText('Write a comment first.')).toBeNull());
    expect(box.getAttribute('aria-invalid')).toBe('false');
  });

  it('sends the trimmed text, empties the box and says so', async () => {
    const posted = stubApi();
    const textareaRef = createRef<HTMLTextAreaElement>();
    renderWithApp(<CommentsSection post={post} textareaRef={textareaRef} />);
    expect(await screen.findByText('No comments yet. Be the first to say something.')).toBeTruthy();
    const box = screen.getByLabelText('Write a comment');
    expect(textareaRef.current).toBe(box);
    fireEvent.change(box, { target: { value: '  Selam, see you there  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));

    expect(await screen.findByText('Your comment was added.')).toBeTruthy();
    expect(posted).toEqual([{ body: 'Selam, see you there' }]);
    expect(box).toHaveProperty('value', '');
    expect(screen.getByText('Selam, see you there')).toBeTruthy();
  });
});

describe('editing my comment', () => {
  it('edits in place with the rules of writing, then shows "edited"', async () => {
    const patched: unknown[] = [];
    server.use(
      http.get('/api/v1/session', () => HttpResponse.json(null)),
      http.get(commentsUrl, () => HttpResponse.json({ items: [written], nextCursor: null })),
      http.patch(`/api/v1/comments/${written.id}`, async ({ request }) => {
        const body = (await request.json()) as { body: string };
        patched.push(body);
        return HttpResponse.json({
          ...written,
          body: body.body,
          editedAt: new Date().toISOString(),
        });
      }),
    );
    renderWithApp(<CommentsSection post={post} textareaRef={createRef()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit your comment' }));
    const box = screen.getByLabelText('Edit your comment');
    expect(document.activeElement).toBe(box);
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Write a comment first.');
    expect(patched).toHaveLength(0);

    fireEvent.change(box, { target: { value: ' Selam, see you on Sunday ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Selam, see you on Sunday')).toBeTruthy();
    expect(patched).toEqual([{ body: 'Selam, see you on Sunday' }]);
    expect(screen.getByRole('button', { name: 'edited: see the earlier versions' })).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Edit your comment' }),
      ),
    );
  });
});
