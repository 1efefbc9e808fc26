import { cleanup, fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiError, recordRequests, server } from '@/test/msw';
import { renderWithApp, setUpTexts } from '@/test/render';
import { SavedItems } from './saved-items';
import { testPost } from './test-post';

beforeAll(setUpTexts);
afterEach(cleanup);

describe('SavedItems', () => {
  it("says 'Error loading saved items' and tries again on request", async () => {
    const sent = recordRequests();
    server.use(
      http.get(
        '/api/v1/me/saved-posts',
        () => HttpResponse.json(apiError('INTERNAL', 'boom'), { status: 500 }),
        { once: true },
      ),
      http.get('/api/v1/me/saved-posts', () =>
        HttpResponse.json({ items: [testPost({ body: 'Saved for later' })], nextCursor: null }),
      ),
    );
    renderWithApp(<SavedItems />);
    expect(await screen.findByText('Error loading saved items')).toBeTruthy();
    expect(screen.getByText('Please try refreshing the page.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Saved for later')).toBeTruthy();
    expect(sent.map(({ path }) => path)).toEqual([
      '/api/v1/me/saved-posts',
      '/api/v1/me/saved-posts',
    ]);
  });

  it('has a Posts tab with an empty state and an Events tab that says saved events will appear there', async () => {
    server.use(
      http.get('/api/v1/me/saved-posts', () => HttpResponse.json({ items: [], nextCursor: null })),
      http.get('/api/v1/me/events', () => HttpResponse.json({ items: [], nextCursor: null })),
    );
    renderWithApp(<SavedItems />);
    expect(await screen.findByText('No saved posts yet')).toBeTruthy();
    const events = screen.getByRole('tab', { name: 'Events' });
    fireEvent.mouseDown(events);
    fireEvent.click(events);
    expect(await screen.findByText('Saved events will appear here.')).toBeTruthy();
  });
});
