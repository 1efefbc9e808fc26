import { cleanup, fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Person } from '@aebro/shared/connections';
import { recordRequests, server } from '@/test/msw';
import { renderWithApp, setUpTexts } from '@/test/render';
import { EmptyFeed } from './people-suggestions';

beforeAll(setUpTexts);
afterEach(cleanup);

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
  it('suggests the people the server picked, follows with one click and links to search', async () => {
    const sent = recordRequests();
    server.use(
      http.get('/api/v1/session', () =>
        HttpResponse.json({ user: { id: 'me' }, profile: { id: 'me' } }),
      ),
      // The server leaves out me, whom I follow or muted (people.test.ts).
      http.get('/api/v1/people/suggestions', () =>
        HttpResponse.json({
          items: [person('p1', 'Abebe Bikila'), person('p2', 'Tirunesh Dibaba')],
          nextCursor: null,
        }),
      ),
      http.put('/api/v1/profiles/p1/follow', () =>
        HttpResponse.json({ following: true, followersCount: 1 }),
      ),
    );
    renderWithApp(<EmptyFeed />);
    const follow = await screen.findByRole('button', { name: 'Follow Abebe Bikila' });
    expect(screen.getByRole('button', { name: 'Follow Tirunesh Dibaba' })).toBeTruthy();
    expect(sent).toContainEqual({ method: 'GET', path: '/api/v1/people/suggestions?limit=5' });
    fireEvent.click(follow);
    expect(await screen.findByRole('button', { name: 'Following Abebe Bikila' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(sent).toContainEqual({ method: 'PUT', path: '/api/v1/profiles/p1/follow' });
    expect(screen.getByRole('link', { name: 'Find people' }).getAttribute('href')).toBe('/search');
  });
});
