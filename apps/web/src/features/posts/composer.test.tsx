import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Post } from '@aebro/shared/posts';
import { server } from '@/test/msw';
import { renderWithApp, setUpTexts, testQueryClient } from '@/test/render';
import { Composer } from './composer';
import type { PostPages } from './post-cache';
import { postKeys } from './posts-api';
import { testPost, testSession } from './test-post';

beforeAll(setUpTexts);
beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Answer = { status: number; body: unknown };

/** An XMLHttpRequest that answers uploads at once with the given answer. */
function fakeXhr(answer: Answer) {
  return class {
    status = 0;
    statusText = '';
    responseText = '';
    withCredentials = false;
    upload: {
      onprogress:
        ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open(): void {}
    setRequestHeader(): void {}
    abort(): void {
      this.onabort?.();
    }
    send(): void {
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      }, 0);
    }
  };
}

const session = testSession();
/** The session, and posts answered with `created`; returns the bodies of the posts sent. */
function serve(created?: Post): unknown[] {
  const posted: unknown[] = [];
  server.use(
    http.get('/api/v1/session', () => HttpResponse.json(session)),
    http.post('/api/v1/posts', async ({ request }) => {
      posted.push(await request.json());
      return HttpResponse.json(created, { status: 201 });
    }),
  );
  return posted;
}

const png = () =>
  new File([new Uint8Array([137, 80, 78, 71])], 'injera.png', { type: 'image/png' });

describe('Composer', () => {
  it('refuses an empty post with the shared validation text', async () => {
    const posted = serve();
    renderWithApp(<Composer />);
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Write something or add a photo before posting.')).toBeTruthy();
    expect(posted).toHaveLength(0);
  });

  it("shows the server's reason when a photo is refused (415)", async () => {
    serve();
    vi.stubGlobal(
      'XMLHttpRequest',
      fakeXhr({
        status: 415,
        body: {
          error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'This file is not a supported image.' },
        },
      }),
    );
    renderWithApp(<Composer />);
    fireEvent.change(screen.getByLabelText('Add photos'), { target: { files: [png()] } });
    expect(
      await screen.findByText('“injera.png” was not added: This file is not a supported image.'),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Write a post'), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(
      await screen.findByText('Remove the photos that could not be uploaded, then post again.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 1 of 1' }));
    expect(screen.queryByText(/was not added/)).toBeNull();
  });

  it('refuses a file that is not a picture before uploading it', async () => {
    serve();
    const xhr = vi.fn();
    vi.stubGlobal('XMLHttpRequest', xhr);
    renderWithApp(<Composer />);
    fireEvent.change(screen.getByLabelText('Add photos'), {
      target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(
      await screen.findByText('“notes.txt” is not a PNG, JPEG, GIF or WebP picture.'),
    ).toBeTruthy();
    expect(xhr).not.toHaveBeenCalled();
  });

  it('uploads a photo, posts it with the text and audience, and puts the post at the top of the feed', async () => {
    const created = testPost({ id: 'new-post', body: 'Selam everyone', audience: 'followers' });
    const posted = serve(created);
    vi.stubGlobal(
      'XMLHttpRequest',
      fakeXhr({
        status: 201,
        body: { key: 'posts/me/1.png', url: '/media/posts/me/1.png', width: 8, height: 6 },
      }),
    );
    const queryClient = testQueryClient();
    const older = testPost({ id: 'older' });
    queryClient.setQueryData<PostPages>(postKeys.list('feed'), {
      pages: [{ items: [older], nextCursor: null }],
      pageParams: [undefined],
    });
    renderWithApp(<Composer />, { queryClient });

    fireEvent.change(screen.getByLabelText('Write a post'), {
      target: { value: 'Selam everyone' },
    });
    fireEvent.change(screen.getByLabelText('Who can see it'), { target: { value: 'followers' } });
    fireEvent.change(screen.getByLabelText('Add photos'), { target: { files: [png()] } });
    expect(screen.getByRole('button', { name: 'Uploading photos...' })).toHaveProperty(
      'disabled',
      true,
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Post' })).toHaveProperty('disabled', false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));

    await waitFor(() =>
      expect(
        queryClient
          .getQueryData<PostPages>(postKeys.list('feed'))
          ?.pages[0]?.items.map((post) => post.id),
      ).toEqual(['new-post', 'older']),
    );
    expect(posted).toEqual([
      { body: 'Selam everyone', imageKeys: ['posts/me/1.png'], audience: 'followers' },
    ]);
    expect(screen.getByLabelText('Write a post')).toHaveProperty('value', '');
    expect(screen.queryByRole('button', { name: 'Remove photo 1 of 1' })).toBeNull();
  });
  it('says a post is too long only after "Post", on the text box, and takes it back as I shorten it', async () => {
    const posted = serve();
    renderWithApp(<Composer />);
    const box = screen.getByLabelText('Write a post');
    fireEvent.change(box, { target: { value: 'a'.repeat(5001) } });
    fireEvent.blur(box);
    expect(screen.queryByText('A post can be at most 5,000 characters.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));

    expect(await screen.findByText('A post can be at most 5,000 characters.')).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(box);
    fireEvent.change(box, { target: { value: 'a'.repeat(5000) } });
    await waitFor(() =>
      expect(screen.queryByText('A post can be at most 5,000 characters.')).toBeNull(),
    );
    expect(posted).toHaveLength(0);
  });

  it("posts in a community's feed to that community, without an audience to choose", async () => {
    const communityId = '5f0c1c2e-4b7a-4d55-9a43-2f1e0d9c8b7a';
    const posted = serve(testPost({ id: 'new' }));
    renderWithApp(<Composer communityId={communityId} />);
    expect(screen.queryByLabelText('Who can see it')).toBeNull();
    fireEvent.change(screen.getByLabelText('Write a post'), { target: { value: 'Selam all' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));

    expect(await screen.findByText('Your post is published.')).toBeTruthy();
    expect(posted).toEqual([
      { body: 'Selam all', imageKeys: [], audience: 'community', communityId },
    ]);
  });
});
