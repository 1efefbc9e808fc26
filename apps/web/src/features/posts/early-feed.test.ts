import { http, HttpResponse, type JsonBodyType } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setDataSaverChoice } from '@/features/data-saver/choice';
import { recordRequests, server } from '@/test/msw';
import { startHomeFeedEarly } from './early-feed';
import { fetchPostPage } from './posts-api';
import { testPost } from './test-post';

afterEach(() => {
  setDataSaverChoice('auto');
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
});

const photo = {
  url: '/media/posts/a/photo.jpg',
  width: 1280,
  height: 960,
  type: 'image/jpeg',
  bytes: 200_000,
  variants: [
    {
      url: '/media/posts/a/photo-640.webp',
      width: 640,
      height: 480,
      type: 'image/webp',
      bytes: 40_000,
    },
    {
      url: '/media/posts/a/photo-1280.webp',
      width: 1280,
      height: 960,
      type: 'image/webp',
      bytes: 90_000,
    },
    {
      url: '/media/posts/a/photo-640.jpg',
      width: 640,
      height: 480,
      type: 'image/jpeg',
      bytes: 60_000,
    },
  ],
} as const;

const page = { items: [testPost({ images: [photo] as never })], nextCursor: null };

/** The session and the feed's first page; returns the paths asked for, in order. */
function stubApi(session: JsonBodyType) {
  const sent = recordRequests();
  server.use(
    http.get('/api/v1/session', () => HttpResponse.json(session)),
    http.get('/api/v1/feed', () => HttpResponse.json(page)),
  );
  return () => sent.map(({ path }) => path);
}

const preloads = () => [
  ...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]'),
];

describe('the home feed asked for early', () => {
  it('starts once the session shows a member, preloads the first photo as PostImages asks for it, and hands the page to the feed', async () => {
    const paths = stubApi({ user: { id: 'u1' } });
    const session = fetch('/api/v1/session');
    startHomeFeedEarly(session);
    await vi.waitFor(() => expect(preloads()).toHaveLength(1));
    const [link] = preloads();
    expect(link?.type).toBe('image/webp');
    expect(link?.getAttribute('imagesrcset')).toBe(
      '/media/posts/a/photo-640.webp 640w, /media/posts/a/photo-1280.webp 1280w',
    );
    expect(link?.getAttribute('imagesizes')).toBe('(min-width: 672px) 606px, calc(100vw - 66px)');
    expect(link?.getAttribute('fetchpriority')).toBe('high');
    // The feed's own first request takes the early answer instead of asking again.
    expect(await fetchPostPage('feed', '', undefined)).toEqual(page);
    expect(paths()).toEqual(['/api/v1/session', '/api/v1/feed']);
  });

  it('asks for nothing when nobody is signed in', async () => {
    const paths = stubApi(null);
    startHomeFeedEarly(fetch('/api/v1/session'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(paths()).toEqual(['/api/v1/session']);
    expect(preloads()).toHaveLength(0);
  });

  it('with data saver on, fetches the page but no photo', async () => {
    setDataSaverChoice('on');
    const paths = stubApi({ user: { id: 'u1' } });
    startHomeFeedEarly(fetch('/api/v1/session'));
    await vi.waitFor(() => expect(paths()).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(preloads()).toHaveLength(0);
    expect(await fetchPostPage('feed', '', undefined)).toEqual(page);
  });
});
