import { cleanup, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { server } from '@/test/msw';
import { renderWithApp, setUpTexts } from '@/test/render';
import { PostList, usePostList } from './post-list';
import { testPost } from './test-post';

beforeAll(setUpTexts);
afterEach(cleanup);

function Feed() {
  const query = usePostList('feed');
  return <PostList query={query} empty={<p>Nothing yet</p>} />;
}

const posts = (count: number, from = 0) =>
  Array.from({ length: count }, (_, i) =>
    testPost({ id: `post-${from + i}`, body: `Post number ${from + i}` }),
  );

describe('PostList', () => {
  it('renders a page of 20 posts a few at a time, all of them in order, then "Load more"', async () => {
    server.use(
      http.get('/api/v1/feed', () => HttpResponse.json({ items: posts(20), nextCursor: 'next' })),
    );
    renderWithApp(<Feed />);
    expect(await screen.findByText('Post number 0')).toBeTruthy();
    expect(await screen.findByText('Post number 19')).toBeTruthy();
    const articles = screen.getAllByRole('article');
    expect(articles.map((article) => article.getAttribute('data-post-id'))).toEqual(
      posts(20).map((post) => post.id),
    );
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy();
  });

  it('shows a short list whole, with its end', async () => {
    server.use(
      http.get('/api/v1/feed', () => HttpResponse.json({ items: posts(2), nextCursor: null })),
    );
    renderWithApp(<Feed />);
    expect(await screen.findByText('Post number 1')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(await screen.findByText("You're all caught up.")).toBeTruthy();
  });
});
