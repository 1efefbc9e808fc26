import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@aebro/shared/profiles';
import { changeLanguage } from '@/i18n/i18n';
import { sessionQueryKey, type Session } from '@/features/session/session';
import NotFoundPage from '@/routes/not-found';
import type { ScreenHandle } from '@/routes/screen-handle';
import { server } from '@/test/msw';
import { renderWithApp, setUpTexts, testQueryClient } from '@/test/render';
import { AppShell } from './app-shell';
import { useDocumentTitle, useItemTitle } from './screen-title';
import { ScreenTitleProvider } from './screen-title-context';

const unread = vi.hoisted(() => ({ messages: 0 }));
vi.mock('@/features/messages/use-messages-unread', () => ({
  useMessagesUnread: () => unread.messages,
}));
// The socket and the presence heartbeat have tests of their own.
vi.mock('@/features/realtime/realtime-root', () => ({ RealtimeRoot: () => null }));
vi.mock('@/features/presence/presence-heartbeat', () => ({ PresenceHeartbeat: () => null }));

beforeAll(async () => {
  configure({ asyncUtilTimeout: 5000 });
  await setUpTexts();
});
afterEach(async () => {
  cleanup();
  unread.messages = 0;
  await changeLanguage('en');
  window.localStorage.clear();
});

function session(isAdmin?: boolean): Session {
  const profile = {
    id: 'me',
    username: 'selam',
    fullName: 'Selam Tesfaye',
    avatarUrl: null,
    accountType: 'community',
    profileComplete: true,
    languagePreference: 'en',
  } as Profile;
  return {
    user: {
      id: 'me',
      email: 'selam@example.test',
      emailVerified: true,
      twoFactorEnabled: false,
      ...(isAdmin === undefined ? {} : { isAdmin }),
    },
    profile,
  };
}

const account = { isAdmin: undefined as boolean | undefined };

/** The session, a change of profile, the notification count and (no) people suggestions. */
function serve(unreadNotifications = 0): void {
  server.use(
    http.get('/api/v1/session', () => HttpResponse.json(session(account.isAdmin))),
    http.patch('/api/v1/me/profile', async ({ request }) =>
      HttpResponse.json({
        ...session().profile,
        ...((await request.json()) as Partial<Profile>),
      }),
    ),
    http.get('/api/v1/notifications/unread-count', () =>
      HttpResponse.json({ count: unreadNotifications }),
    ),
    http.get('/api/v1/people/suggestions', () =>
      HttpResponse.json({ items: [], nextCursor: null }),
    ),
  );
}

function DocumentTitle() {
  useDocumentTitle();
  return null;
}

function TitledFrame() {
  return (
    <ScreenTitleProvider>
      <DocumentTitle />
      <Outlet />
    </ScreenTitleProvider>
  );
}

function screenRoute(path: string, handle?: ScreenHandle, element?: ReactElement): RouteObject {
  return { path, element: element ?? <p>{`Screen at ${path}`}</p>, handle };
}

/** A screen that shows one item, once it has loaded. */
function ItemScreen({ name }: { name: string | null }) {
  useItemTitle(name);
  return <p>{name ?? 'Loading'}</p>;
}

function renderFrame(
  path: string,
  options: { isAdmin?: boolean; handle?: ScreenHandle; element?: ReactElement } = {},
) {
  const queryClient = testQueryClient();
  account.isAdmin = options.isAdmin;
  queryClient.setQueryData(sessionQueryKey, session(options.isAdmin));
  return renderWithApp(null, {
    path,
    queryClient,
    routes: [
      {
        Component: TitledFrame,
        children: [
          {
            Component: AppShell,
            children: [screenRoute(path, options.handle, options.element), screenRoute('*')],
          },
        ],
      },
    ],
  });
}

/** The sidebar (the first of the two navigations: CSS shows one of them at a time). */
function sidebar(name = 'Main'): HTMLElement {
  const [side] = screen.getAllByRole('navigation', { name });
  if (!side) throw new Error('no sidebar');
  return side;
}

function mockWideScreen(matches: boolean): void {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })),
  );
}

describe('the signed-in frame', () => {
  it('reaches every area from the sidebar and the tabs, and marks the current one on its sub-paths', async () => {
    serve();
    renderFrame('/post/p1', { handle: { screen: 'post' } });
    expect(await screen.findByText('Screen at /post/p1')).toBeTruthy();
    const links = within(sidebar()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/dashboard'],
      ['All posts', '/posts'],
      ['Messages', '/messages'],
      ['Communities', '/communities'],
      ['Events', '/events'],
      ['Services', '/services'],
      ['Saved', '/saved-posts'],
      ['Payments', '/payment-history'],
      ['Profile', '/profile'],
      ['Settings', '/settings'],
    ]);
    // A post is read from the home feed: Home is the current area.
    expect(within(sidebar()).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);

    const [, tabs] = screen.getAllByRole('navigation', { name: 'Main' });
    expect(
      within(tabs as HTMLElement)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Communities', 'Events', 'Messages', 'Profile']);
    expect(within(tabs as HTMLElement).getByRole('button', { name: 'More' })).toBeTruthy();
  });

  it.each([
    ['/dashboard/communities/c1', 'Communities'],
    ['/dashboard/saved', 'Saved'],
    ['/profile/me', 'Profile'],
  ])('marks the area of %s', async (path, area) => {
    serve();
    renderFrame(path);
    await screen.findByText(`Screen at ${path}`);
    const current = within(sidebar())
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual([area]);
  });

  it('shows Admin only when the session says the user is a site administrator', async () => {
    serve();
    renderFrame('/dashboard');
    await screen.findByText('Screen at /dashboard');
    expect(within(sidebar()).queryByRole('link', { name: 'Admin' })).toBeNull();
    cleanup();

    renderFrame('/dashboard', { isAdmin: false });
    await screen.findByText('Screen at /dashboard');
    expect(within(sidebar()).queryByRole('link', { name: 'Admin' })).toBeNull();
    cleanup();

    renderFrame('/admin', { isAdmin: true });
    await screen.findByText('Screen at /admin');
    const admin = within(sidebar()).getByRole('link', { name: 'Admin' });
    expect(admin.getAttribute('href')).toBe('/admin');
    expect(admin.getAttribute('aria-current')).toBe('page');
    // On phones it is in the More sheet, which is marked as holding the current area.
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    const sheet = await screen.findByRole('dialog', { name: 'More' });
    expect(within(sheet).getByRole('link', { name: 'Admin' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('shows the unread notifications on the bell and the unread messages on Messages', async () => {
    unread.messages = 4;
    serve(2);
    renderFrame('/dashboard');
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();
    const messages = within(sidebar()).getByRole('link', { name: 'Messages, 4 unread' });
    expect(messages.textContent).toBe('Messages4');
    const [, tabs] = screen.getAllByRole('navigation', { name: 'Main' });
    expect(
      within(tabs as HTMLElement).getByRole('link', { name: 'Messages, 4 unread' }),
    ).toBeTruthy();
  });

  it('shows no badge when nothing is unread', async () => {
    serve(0);
    renderFrame('/dashboard');
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(within(sidebar()).getByRole('link', { name: 'Messages' }).textContent).toBe('Messages');
  });

  it('names the screen in the header and in the tab title, in English and Amharic', async () => {
    serve();
    renderFrame('/saved-posts', { handle: { screen: 'saved' } });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('heading', { level: 1 }).textContent).toBe('Saved items');
    await waitFor(() => expect(document.title).toBe('Saved items · Aebro'));

    await changeLanguage('am');
    await waitFor(() => expect(document.title).toBe('የተቀመጡ · አብሮ'));
    expect(within(banner).getByRole('heading', { level: 1 }).textContent).toBe('የተቀመጡ');
    expect(within(sidebar('ዋና ማውጫ')).getByRole('link', { name: 'የተቀመጡ' })).toBeTruthy();
  });

  it('names the header and the tab after the item a screen shows, the screen’s name until it has loaded', async () => {
    serve();
    renderFrame('/community/c1', {
      handle: { screen: 'community' },
      element: <ItemScreen name={null} />,
    });
    const heading = () => within(screen.getByRole('banner')).getByRole('heading', { level: 1 });
    await screen.findByText('Loading');
    expect(heading().textContent).toBe('Community');
    await waitFor(() => expect(document.title).toBe('Community · Aebro'));
    cleanup();

    renderFrame('/community/c1', {
      handle: { screen: 'community' },
      element: <ItemScreen name="Debre Hiwot" />,
    });
    await waitFor(() => expect(document.title).toBe('Debre Hiwot · Aebro'));
    expect(heading().textContent).toBe('Debre Hiwot');
  });

  it('titles a 404 shown in a screen’s place "Page Not Found", not after the screen', async () => {
    serve();
    renderFrame('/admin', { handle: { screen: 'admin' }, element: <NotFoundPage /> });
    await screen.findByTestId('attempted-path');
    await waitFor(() => expect(document.title).toBe('Page Not Found · Aebro'));
    expect(within(screen.getByRole('banner')).getByRole('heading', { level: 1 }).textContent).toBe(
      'Page Not Found',
    );
  });

  it('opens More as a sheet that works by keyboard: its places, the language and Sign out', async () => {
    serve();
    const { router } = renderFrame('/dashboard');
    const more = await screen.findByRole('button', { name: 'More' });
    expect(more.getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.click(more);
    const sheet = await screen.findByRole('dialog', { name: 'More' });
    expect(
      within(sheet)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'All posts',
      'Drafts & scheduled',
      'Services',
      'My requests',
      'Saved',
      'Saved events',
      'Payments',
      'Boost a post',
      'Settings',
    ]);
    expect(within(sheet).getByRole('group', { name: 'Language' })).toBeTruthy();
    expect(within(sheet).getByRole('button', { name: 'Sign out' })).toBeTruthy();
    // The focus is inside; Escape closes it and gives the focus back to More.
    await waitFor(() => expect(sheet.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement ?? sheet, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'More' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(more));

    // Choosing a place goes there and closes the sheet.
    fireEvent.click(more);
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'More' })).getByRole('link', {
        name: 'Saved',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/saved-posts'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'More' })).toBeNull());
  });

  it('switches the language from the menu in the top bar on phones, to any of the three', async () => {
    serve();
    renderFrame('/dashboard');
    const button = await screen.findByRole('button', { name: 'Language (EN)' });
    expect(button.textContent).toBe('EN');
    fireEvent.keyDown(button, { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'ትግርኛ' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('ti'));
    const tigrinya = await screen.findByRole('button', { name: 'ቋንቋ (ትግ)' });
    fireEvent.keyDown(tigrinya, { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'አማርኛ' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('am'));
    expect(await screen.findByRole('button', { name: 'ቋንቋ (አማ)' })).toBeTruthy();
  });

  it('has a right column of suggestions on wide screens, unless the screen needs the width or is about people', async () => {
    mockWideScreen(true);
    serve();
    renderFrame('/dashboard', { handle: { screen: 'dashboard' } });
    expect(await screen.findByRole('complementary', { name: 'Suggestions' })).toBeTruthy();
    cleanup();

    renderFrame('/messages', { handle: { screen: 'messages', wide: true } });
    await screen.findByText('Screen at /messages');
    expect(screen.queryByRole('complementary', { name: 'Suggestions' })).toBeNull();
    cleanup();

    // Nor beside screens whose content is people already.
    renderFrame('/profile/p2', { handle: { screen: 'profile' } });
    await screen.findByText('Screen at /profile/p2');
    expect(screen.queryByRole('complementary', { name: 'Suggestions' })).toBeNull();
    cleanup();

    mockWideScreen(false);
    renderFrame('/dashboard', { handle: { screen: 'dashboard' } });
    await screen.findByText('Screen at /dashboard');
    expect(screen.queryByRole('complementary', { name: 'Suggestions' })).toBeNull();
  });
});
