import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Person } from '@aebro/shared/connections';
import { jsonResponse, renderWithApp, setUpTexts } from '@/test/render';
import { EmptyFeed } from './people-suggestions';

beforeAll(setUpTexts);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function person(id: string, fullName: string): Person {
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
    online: null,
  };
}

describe('EmptyFeed', () => {
  it('suggests people to follow (never me), follows with one click and links to search', async () => {
    const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
      if (url === '/api/v1/session')
        return jsonResponse(200, { user: { id: 'me' }, profile: { id: 'me' } });
      if (url.startsWith('/api/v1/people'))
        return jsonResponse(200, {
          items: [
            person('me', 'Me Myself'),
            person('p1', 'Abebe Bikila'),
            person('p2', 'Tirunesh Dibaba'),
          ],
          nextCursor: null,
        });
      return jsonResponse(200, { following: true, followersCount: 1 });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<EmptyFeed />);
    const follow = await screen.findByRole('button', { name: 'Follow Abebe Bikila' });
    expect(screen.getByRole('button', { name: 'Follow Tirunesh Dibaba' })).toBeTruthy();
    expect(screen.queryByText('Me Myself')).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/v1/people?limit=6')).toBe(true);
    fireEvent.click(follow);
    expect(await screen.findByRole('button', { name: 'Following Abebe Bikila' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(
      fetchMock.mock.calls.find(([url]) => url === '/api/v1/profiles/p1/follow')?.[1]?.method,
    ).toBe('PUT');
    expect(screen.getByRole('link', { name: 'Find people' }).getAttribute('href')).toBe('/search');
  });
});
