import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp, setUpTexts, testQueryClient } from '@/test/render';
import { Composer } from './composer';
import type { PostPages } from './post-cache';
import { postKeys } from './posts-api';
import { testPost } from './test-post';

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

const session = {
  user: { id: 'me' },
  profile: {
    id: 'me',
    username: 'abebe',
    fullName: 'Abebe Bikila',
    avatarUrl: null,
    accountType: 'community',
    businessName: null,
  },
};
const png = () =>
  new File([new Uint8Array([137, 80, 78, 71])], 'injera.png', { type: 'image/png' });

describe('Composer', () => {
  it('refuses an empty post with the shared validation text', async () => {
    const fetchMock = vi.fn(async (_url: string) => jsonResponse(200, session));
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<Composer />);
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Write something or add a photo before posting.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/v1/posts')).toBe(false);
  });

  it("shows the server's reason when a photo is refused (415)", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, session)),
    );
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
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, session)),
    );
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
    const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
      url === '/api/v1/posts' ? jsonResponse(201, created) : jsonResponse(200, session),
    );
    vi.stubGlobal('fetch', fetchMock);
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
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/v1/posts');
    expect(JSON.parse(call?.[1]?.body as string)).toEqual({
      body: 'Selam everyone',
      imageKeys: ['posts/me/1.png'],
      audience: 'followers',
    });
    expect(screen.getByLabelText('Write a post')).toHaveProperty('value', '');
    expect(screen.queryByRole('button', { name: 'Remove photo 1 of 1' })).toBeNull();
  });
});
