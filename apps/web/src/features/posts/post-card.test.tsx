import { useQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '@aebro/shared/posts';
import { apiError, recordRequests, server } from '@/test/msw';
import { renderWithApp, setUpTexts, testQueryClient } from '@/test/render';
import { PostCard } from './post-card';
import { fetchPost, postKeys } from './posts-api';
import { testPost } from './test-post';

beforeAll(setUpTexts);
afterEach(cleanup);

/** The card as the app shows it: the post read from the query cache. */
function CachedCard({ id }: { id: string }) {
  const query = useQuery({
    queryKey: postKeys.one(id),
    queryFn: () => fetchPost(id),
    staleTime: Infinity,
  });
  return query.data ? <PostCard post={query.data} /> : null;
}

function renderCached(post: Post) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(postKeys.one(post.id), post);
  return { ...renderWithApp(<CachedCard id={post.id} />, { queryClient }), queryClient };
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('PostCard', () => {
  it('shows the author, the time, the text with safe links, and labelled actions', async () => {
    const post = testPost({ editedAt: new Date().toISOString(), audience: 'followers' });
    renderWithApp(<PostCard post={post} />);
    expect(screen.getByRole('link', { name: 'Selam Tesfaye' }).getAttribute('href')).toBe(
      '/profile/author-1',
    );
    const time = screen.getByText('5 minutes ago');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('dateTime')).toBe(post.createdAt);
    expect(time.getAttribute('title')).toMatch(/\d{4}/);
    expect(screen.getByText('edited')).toBeTruthy();
    expect(screen.getByText('Only followers can see this post')).toBeTruthy();

    const link = screen.getByRole('link', { name: /https:\/\/example\.org\/buna/ });
    expect(link.getAttribute('href')).toBe('https://example.org/buna');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(screen.queryByRole('link', { name: /javascript/ })).toBeNull();

    expect(screen.getByRole('button', { name: 'Like, 3 likes' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(screen.getByRole('link', { name: 'Comment, 2 comments' }).getAttribute('href')).toBe(
      `/post/${post.id}#comment`,
    );
    expect(screen.getByRole('button', { name: 'Save, 1 save' })).toBeTruthy();
    // Someone else's post has the menu too: report, mute and block.
    expect(await screen.findByRole('button', { name: 'Post options' })).toBeTruthy();
  });

  it('hides each button the author turned off, and shows the verified badge and menu where they apply', async () => {
    const post = testPost({
      allows: { likes: false, comments: true, saves: false },
      author: {
        ...testPost().author,
        accountType: 'business',
        businessName: 'Addis Catering',
        isVerified: true,
      },
      viewer: {
        liked: false,
        saved: false,
        isAuthor: true,
        canDelete: true,
        canLockComments: false,
      },
    });
    renderWithApp(<PostCard post={post} />);
    expect(screen.getByRole('link', { name: 'Addis Catering Verified business' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Like/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Save/ })).toBeNull();
    expect(screen.getByRole('link', { name: /^Comment/ })).toBeTruthy();
    // The menu's code loads with the card (its button is disabled until then).
    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Post options' }).disabled).toBe(
        false,
      ),
    );
    // A menu opens from the keyboard too (Enter), and its items are menu items.
    fireEvent.keyDown(screen.getByRole('button', { name: 'Post options' }), { key: 'Enter' });
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toBeTruthy();
  });

  it('likes at once, sends one request for a double click, and keeps what the server answers', async () => {
    const answer = deferred<Response>();
    const post = testPost();
    const sent = recordRequests();
    server.use(http.put(`/api/v1/posts/${post.id}/like`, () => answer.promise));
    const { queryClient } = renderCached(post);

    const like = screen.getByRole('button', { name: 'Like, 3 likes' });
    fireEvent.click(like);
    fireEvent.click(like);
    expect(screen.getByRole('button', { name: 'Like, 4 likes' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await waitFor(() =>
      expect(sent).toEqual([{ method: 'PUT', path: `/api/v1/posts/${post.id}/like` }]),
    );

    answer.resolve(
      HttpResponse.json({ active: true, counts: { likes: 7, comments: 2, saves: 1 } }),
    );
    await screen.findByRole('button', { name: 'Like, 7 likes' });
    expect(sent).toHaveLength(1);
    expect(queryClient.getQueryData<Post>(postKeys.one(post.id))?.viewer.liked).toBe(true);
  });

  it('rolls a like back when the server refuses it', async () => {
    const answer = deferred<Response>();
    const post = testPost({
      viewer: {
        liked: false,
        saved: true,
        isAuthor: false,
        canDelete: false,
        canLockComments: false,
      },
    });
    server.use(http.put(`/api/v1/posts/${post.id}/like`, () => answer.promise));
    renderCached(post);

    fireEvent.click(screen.getByRole('button', { name: 'Like, 3 likes' }));
    expect(screen.getByRole('button', { name: 'Like, 4 likes' })).toBeTruthy();
    answer.resolve(
      HttpResponse.json(apiError('FORBIDDEN', 'The author has turned off likes on their posts.'), {
        status: 403,
      }),
    );
    const rolledBack = await screen.findByRole('button', { name: 'Like, 3 likes' });
    expect(rolledBack.getAttribute('aria-pressed')).toBe('false');
  });

  it('rolls an unsave back after a network failure', async () => {
    const post = testPost({
      viewer: {
        liked: false,
        saved: true,
        isAuthor: false,
        canDelete: false,
        canLockComments: false,
      },
      counts: { likes: 0, comments: 0, saves: 2 },
    });
    server.use(http.delete(`/api/v1/posts/${post.id}/save`, () => HttpResponse.error()));
    renderCached(post);
    const save = screen.getByRole('button', { name: 'Save, 2 saves' });
    expect(save.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(save);
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Save, 2 saves' }).getAttribute('aria-pressed'),
      ).toBe('true'),
    );
  });

  it('lays out photos in a fixed box and opens one larger', async () => {
    const images = [1, 2, 3].map((n) => ({
      url: `/media/posts/a/${n}.webp`,
      width: 800,
      height: 600,
    }));
    renderWithApp(<PostCard post={testPost({ images })} />);
    const grid = screen.getByTestId('post-images');
    expect(grid.getAttribute('data-layout')).toBe('3');
    expect(grid.style.aspectRatio).toMatch(/^1\.333/);
    const buttons = within(grid).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Open photo 1 of 3 by Selam Tesfaye',
      'Open photo 2 of 3 by Selam Tesfaye',
      'Open photo 3 of 3 by Selam Tesfaye',
    ]);
    expect(grid.querySelectorAll('img[loading="lazy"]')).toHaveLength(3);
    fireEvent.click(buttons[1] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Photo 2 of 3 by Selam Tesfaye' });
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe('/media/posts/a/2.webp');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(
      await screen.findByRole('dialog', { name: 'Photo 3 of 3 by Selam Tesfaye' }),
    ).toBeTruthy();
  });
});
