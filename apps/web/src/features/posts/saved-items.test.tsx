import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp, setUpTexts } from '@/test/render';
import { SavedItems } from './saved-items';
import { testPost } from './test-post';

beforeAll(setUpTexts);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SavedItems', () => {
  it("says 'Error loading saved items' and tries again on request", async () => {
    const fetchMock = vi
      .fn<(url: string) => Promise<Response>>()
      .mockResolvedValueOnce(jsonResponse(500, { error: { code: 'INTERNAL', message: 'boom' } }))
      .mockResolvedValueOnce(
        jsonResponse(200, { items: [testPost({ body: 'Saved for later' })], nextCursor: null }),
      );
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<SavedItems />);
    expect(await screen.findByText('Error loading saved items')).toBeTruthy();
    expect(screen.getByText('Please try refreshing the page.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Saved for later')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/v1/me/saved-posts',
      '/api/v1/me/saved-posts',
    ]);
  });

  it('has a Posts tab with an empty state and an Events tab that says saved events will appear there', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { items: [], nextCursor: null })),
    );
    renderWithApp(<SavedItems />);
    expect(await screen.findByText('No saved posts yet')).toBeTruthy();
    const events = screen.getByRole('tab', { name: 'Events' });
    fireEvent.mouseDown(events);
    fireEvent.click(events);
    expect(await screen.findByText('Saved events will appear here.')).toBeTruthy();
  });
});
