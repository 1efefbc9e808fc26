import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Person } from '@aebro/shared/connections';
import { apiError, recordRequests, server } from '@/test/msw';
import { renderWithApp, setUpTexts } from '@/test/render';
import { PeopleList } from './people-list';
import { useConnections } from './use-people-lists';

function person(id: string, fullName: string, online: boolean | null = false): Person {
  return {
    id,
    username: id,
    fullName,
    avatarUrl: null,
    accountType: 'community',
    businessName: null,
    businessCategory: null,
    isVerified: false,
    isFollowing: false,
    followRequested: false,
    online,
  };
}

function Followers() {
  const query = useConnections('p1', 'followers');
  return (
    <PeopleList
      query={query}
      label="Followers"
      empty={{ title: 'No followers yet', text: 'Nobody yet.' }}
    />
  );
}

let observed: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];

beforeAll(setUpTexts);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  observed = [];
});

/** Three pages of followers, one person each; returns the requests sent. */
function stubPages() {
  const pages: Record<string, { items: Person[]; nextCursor: string | null }> = {
    '': { items: [person('a', 'Abebe Kebede', true)], nextCursor: 'c1' },
    c1: { items: [person('b', 'Bethlehem Alemu')], nextCursor: 'c2' },
    c2: { items: [person('c', 'Chaltu Dida')], nextCursor: null },
  };
  const sent = recordRequests();
  server.use(
    http.get('/api/v1/session', () => HttpResponse.json(null)),
    http.get('/api/v1/profiles/p1/followers', ({ request }) => {
      const page = pages[new URL(request.url).searchParams.get('cursor') ?? ''];
      return page
        ? HttpResponse.json(page)
        : HttpResponse.json(apiError('NOT_FOUND', 'no such page'), { status: 404 });
    }),
  );
  return sent;
}

describe('PeopleList', () => {
  it('pages on with "Load more", passing nextCursor back as cursor, until there is no next page', async () => {
    stubPages();
    renderWithApp(<Followers />);
    expect(screen.getByRole('status', { name: 'Loading people…' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Followers' });
    expect(list.textContent).toContain('Abebe Kebede');
    expect(screen.getByRole('img', { name: 'Online' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Bethlehem Alemu')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Chaltu Dida')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Follow / })).toHaveLength(3);
  });

  it('loads the next page when the end of the list comes into view', async () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
          observed.push(callback);
        }
        observe(): void {}
        disconnect(): void {}
      },
    );
    const sent = stubPages();
    renderWithApp(<Followers />);
    await screen.findByText('Abebe Kebede');
    await waitFor(() => expect(observed.length).toBeGreaterThan(0));
    observed.at(-1)?.([{ isIntersecting: true }]);
    expect(await screen.findByText('Bethlehem Alemu')).toBeTruthy();
    expect(sent).toContainEqual({ method: 'GET', path: '/api/v1/profiles/p1/followers?cursor=c1' });
  });

  it('says when the list is empty, and offers to try again when it fails', async () => {
    let fail = true;
    server.use(
      http.get('/api/v1/session', () => HttpResponse.json(null)),
      http.get('/api/v1/profiles/p1/followers', () =>
        fail
          ? HttpResponse.json(apiError('INTERNAL', 'boom'), { status: 500 })
          : HttpResponse.json({ items: [], nextCursor: null }),
      ),
    );
    renderWithApp(<Followers />);
    // One retry after a second (the query default), then the error.
    expect(
      await screen.findByText('This list could not be loaded.', {}, { timeout: 4000 }),
    ).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No followers yet')).toBeTruthy();
  });
});
