import type { AreaRoute, InteractionScript } from './areas';
import type { AreaSeed } from './signed-in';

/**
 * The app's areas (issue 35) as the seeded member sees them, each with the element that says its
 * real content is on screen: the first card of a list (placeholder cards are aria-hidden and carry
 * no link), the heading of a community or an event (rendered from its data, after the screen's code
 * and texts). The feed is measured too, for comparison.
 */
export function areaRoutes(seed: AreaSeed): AreaRoute[] {
  return [
    { route: '/dashboard', url: '/dashboard', content: '#main article[data-post-id]' },
    { route: '/communities', url: '/communities', content: '#main a[href^="/community/"]' },
    { route: '/events', url: '/events', content: '#main a[href^="/events/"] h3' },
    { route: '/messages', url: '/messages', content: '#main a[href^="/messages/"]' },
    { route: '/services', url: '/services', content: '#main a[href^="/service/"]' },
    // Settings has no data of its own: its title shows once its code and texts are in.
    { route: '/settings', url: '/settings', content: '#main h2' },
    {
      route: '/community/:id',
      url: `/community/${seed.communityId}`,
      content: '#community-name',
    },
    { route: '/events/:id', url: `/events/${seed.eventId}`, content: '#event-title' },
  ];
}

/** Marks the `index`-th match of `selector` as the target; `extra` runs with it as `found`. */
function pick(selector: string, index: number, extra = ''): string {
  return `(() => {
    const found = document.querySelectorAll(${JSON.stringify(selector)})[${index}];
    if (!found) return false;
    found.setAttribute('data-bench-target', '');
    ${extra}
    return true;
  })()`;
}

/**
 * Three everyday inputs (issue 32), each on a settled screen: a like on a post of the feed (a
 * different post each run), opening a post from the feed (its comments
 * link, the way to a post's page from a card), and the Discover tab of Communities.
 */
export const interactionScripts: InteractionScript[] = [
  {
    name: 'Like a post in the feed',
    route: '/dashboard',
    what: 'press ♥ on a post; changed when the button shows pressed',
    url: '/dashboard',
    ready: '#main article[data-post-id] button[aria-pressed]',
    pickTarget: (run) =>
      pick(
        '#main article[data-post-id] button[aria-pressed]',
        run % 20,
        `window.__benchPressed = found.getAttribute('aria-pressed');`,
      ),
    // Liked, or (a post liked by an earlier run, after the first 20 runs) unliked.
    changed: `document.querySelector('[data-bench-target]')?.getAttribute('aria-pressed') !== window.__benchPressed`,
  },
  {
    name: 'Open a post from the feed',
    route: '/dashboard → /post/:id',
    what: "press a post's comments link; changed when the post's page shows that post",
    url: '/dashboard',
    ready: '#main article[data-post-id] a[href^="/post/"]',
    pickTarget: (run) =>
      pick(
        '#main article[data-post-id] a[href^="/post/"]',
        run,
        `window.__benchPostId = found.closest('article').getAttribute('data-post-id');`,
      ),
    changed:
      `location.pathname === '/post/' + window.__benchPostId && ` +
      `!!document.querySelector('#main article[data-post-id="' + window.__benchPostId + '"]') && ` +
      `!document.querySelector('[data-bench-target]')`,
  },
  {
    name: 'Switch to the Discover tab',
    route: '/communities',
    what: 'press Communities → Discover; changed when the tab is selected and lists a community',
    url: '/communities',
    ready: '#main a[href^="/community/"]',
    pickTarget: () => pick('#main [role="tab"]', 1),
    changed:
      `document.querySelector('[data-bench-target]')?.getAttribute('aria-selected') === 'true' && ` +
      `!!document.querySelector('#main [role="tabpanel"][data-state="active"] a[href^="/community/"]')`,
  },
];
