import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PublicProfile } from '@aebro/shared/connections';
import { apiError, server } from '@/test/msw';
import { renderWithApp, setUpTexts } from '@/test/render';
import { ProfileHeader } from './profile-header';
import { usePublicProfile } from './use-public-profile';

const profile: PublicProfile = {
  id: 'p1',
  username: 'selam',
  fullName: 'Selam Tesfaye',
  avatarUrl: null,
  accountType: 'community',
  businessName: null,
  businessCategory: null,
  isVerified: false,
  isFollowing: false,
  followRequested: false,
  online: true,
  restricted: false,
  isSelf: false,
  followsYou: false,
  bio: 'Coffee and football.',
  location: 'Silver Spring, MD, USA',
  interests: ['coffee ceremony'],
  website: 'javascript:alert(1)',
  socialMedia: '@selam https://instagram.com/selam',
  counts: { posts: 1, followers: 10, following: 2 },
  lastSeenAt: null,
  allowNewMessages: true,
};

function Harness() {
  const query = usePublicProfile('p1');
  return query.data ? <ProfileHeader profile={query.data} underDashboard={false} /> : null;
}

function stubApi(
  answerFollow: () => Response | Promise<Response>,
  answerProfile: PublicProfile = profile,
) {
  server.use(
    http.put('/api/v1/profiles/p1/follow', answerFollow),
    http.get('/api/v1/profiles/p1', () => HttpResponse.json(answerProfile)),
    http.get('/api/v1/session', () => HttpResponse.json(null)),
    // The profile's menu asks whether I block or mute them.
    http.get('/api/v1/profiles/p1/safety', () =>
      HttpResponse.json({ blocked: false, muted: false }),
    ),
  );
}

beforeAll(setUpTexts);
afterEach(cleanup);

describe('ProfileHeader', () => {
  it('shows the profile, with links only for http(s) addresses', async () => {
    stubApi(() => HttpResponse.json({ following: true, followersCount: 11 }));
    renderWithApp(<Harness />);
    expect(await screen.findByRole('heading', { name: 'Selam Tesfaye' })).toBeTruthy();
    expect(screen.getAllByText('@selam')).toHaveLength(2); // the username and the social handle
    expect(screen.getByRole('img', { name: 'Online' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /10\s+followers/ }).getAttribute('href')).toBe(
      '/connections/p1/followers',
    );
    expect(screen.getByRole('link', { name: 'Message' }).getAttribute('href')).toBe(
      '/messages/p1?kind=person',
    );
    // The website is not http(s): shown as text, never as a link.
    expect(screen.getByText('javascript:alert(1)').closest('a')).toBeNull();
    const instagram = screen.getByRole('link', { name: /instagram\.com\/selam/ });
    expect(instagram.getAttribute('href')).toBe('https://instagram.com/selam');
    expect(instagram.getAttribute('rel')).toBe('noopener noreferrer');
    expect(
      screen
        .getAllByRole('link')
        .every((link) => /^(\/|https?:)/.test(link.getAttribute('href') ?? '')),
    ).toBe(true);
  });

  it('follows at once and puts everything back when the server refuses', async () => {
    let refuse: (response: Response) => void = () => undefined;
    stubApi(() => new Promise<Response>((resolve) => (refuse = resolve)));
    renderWithApp(<Harness />);
    fireEvent.click(await screen.findByRole('button', { name: 'Follow Selam Tesfaye' }));
    const busy = await screen.findByRole('button', { name: 'Unfollow Selam Tesfaye' });
    expect(busy).toHaveProperty('disabled', true);
    expect(screen.getByRole('link', { name: /11\s+followers/ })).toBeTruthy();
    refuse(HttpResponse.json(apiError('INTERNAL', 'boom'), { status: 500 }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Follow Selam Tesfaye' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    expect(screen.getByRole('link', { name: /10\s+followers/ })).toBeTruthy();
  });

  it('shows only name, avatar, a private notice and the follow button for a private profile', async () => {
    stubApi(() => HttpResponse.json({ following: true, followersCount: 1 }), {
      ...profile,
      restricted: true,
      online: null,
      bio: null,
      location: null,
      interests: [],
      website: null,
      socialMedia: null,
      counts: null,
    });
    renderWithApp(<Harness />);
    expect(await screen.findByRole('heading', { name: 'Selam Tesfaye' })).toBeTruthy();
    expect(screen.getByText('This profile is private')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Follow Selam Tesfaye' })).toBeTruthy();
    expect(screen.queryByText('@selam')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Message' })).toBeNull();
  });
});
