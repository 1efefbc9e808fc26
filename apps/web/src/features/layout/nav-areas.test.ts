import { describe, expect, it } from 'vitest';
import {
  moreAreas,
  navAreaOf,
  shortcutsOf,
  sidebarAreas,
  tabAreas,
  visibleAreas,
} from './nav-areas';

describe('navAreaOf', () => {
  it.each([
    ['/dashboard', 'home'],
    ['/dashboard/', 'home'],
    ['/post/0b6b3f0e', 'home'],
    ['/posts', 'posts'],
    ['/drafts/0b6b3f0e', 'posts'],
    ['/payment-history', 'payments'],
    ['/boost-posts', 'payments'],
    ['/services/requests', 'services'],
    ['/services/manage', 'services'],
    ['/messages', 'messages'],
    ['/messages/c1', 'messages'],
    ['/dashboard/messages/c1', 'messages'],
    ['/communities', 'communities'],
    ['/communities/c1', 'communities'],
    ['/community/c1/feed', 'communities'],
    ['/dashboard/communities/c1/manage', 'communities'],
    ['/events', 'events'],
    ['/create-event', 'events'],
    ['/dashboard/events/create', 'events'],
    ['/services', 'services'],
    ['/service/s1', 'services'],
    ['/saved-posts', 'saved'],
    ['/dashboard/saved', 'saved'],
    ['/settings', 'settings'],
    ['/dashboard/settings', 'settings'],
    ['/admin', 'admin'],
    ['/profile', 'profile'],
    ['/dashboard/profile', 'profile'],
    ['/edit-profile', 'profile'],
    ['/profile/me', 'profile'],
    ['/user/me', 'profile'],
    ['/connections/me/following', 'profile'],
  ])('%s belongs to %s', (path, area) => {
    expect(navAreaOf(path, 'me')).toBe(area);
  });

  it('gives no area to someone else’s profile, search, or a path that only looks alike', () => {
    expect(navAreaOf('/profile/someone', 'me')).toBeNull();
    expect(navAreaOf('/connections/someone/followers', 'me')).toBeNull();
    expect(navAreaOf('/search', 'me')).toBeNull();
    expect(navAreaOf('/messagesx', 'me')).toBeNull();
    expect(navAreaOf('/dashboardx', 'me')).toBeNull();
    expect(navAreaOf('/profile/me', undefined)).toBeNull();
  });
});

describe('visibleAreas', () => {
  it('shows Admin only to site administrators', () => {
    expect(visibleAreas(sidebarAreas, false).map((area) => area.id)).not.toContain('admin');
    expect(visibleAreas(sidebarAreas, true).map((area) => area.id)).toContain('admin');
    expect(visibleAreas(moreAreas, false).map((area) => area.id)).toEqual([
      'posts',
      'services',
      'saved',
      'payments',
      'settings',
    ]);
  });

  it('puts every area in the sidebar, and each either in a tab or in More', () => {
    const ids = visibleAreas(sidebarAreas, true).map((area) => area.id);
    expect([...tabAreas, ...moreAreas].sort()).toEqual([...ids].sort());
    expect(tabAreas).toEqual(['home', 'communities', 'events', 'messages', 'profile']);
  });
});

describe('shortcutsOf', () => {
  it('puts the places inside an area beside it: drafts, my requests (and a business’s dashboard), saved events, boosting', () => {
    const places = (isBusiness: boolean) =>
      moreAreas.flatMap((area) => shortcutsOf(area, isBusiness).map((shortcut) => shortcut.to));
    expect(places(false)).toEqual([
      '/drafts',
      '/services/requests',
      '/saved-posts?tab=events',
      '/boost-posts',
    ]);
    expect(places(true)).toEqual([
      '/drafts',
      '/services/requests',
      '/services/manage',
      '/saved-posts?tab=events',
      '/boost-posts',
    ]);
  });
});
