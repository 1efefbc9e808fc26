import type { Page } from '@aebro/shared/connections';
import type { Post } from '@aebro/shared/posts';
import { dataSaverOn } from '@/features/data-saver/choice';
import { srcSets } from '@/features/data-saver/image-sources';
import { fetchEarly } from '@/lib/early-requests';
import { gridSizes, imageGridLayout } from './image-grid';

/**
 * The home feed's first page, asked for by the entry on /dashboard before the screen's code has
 * loaded, once the early session answer (`session`) shows someone signed in (a visitor who is not
 * gets the sign-in screen, and no refused request). As soon as the page is here, the first photo of
 * its first post (on a phone, the largest thing on the first screen) starts loading too, with the
 * srcset and sizes PostImages will give it, so that the browser takes the photo from this preload.
 */
export function startHomeFeedEarly(session: Promise<Response>): void {
  session
    .then(async (answer) => (answer.ok ? ((await answer.clone().json()) as unknown) : null))
    .then(async (signedIn) => {
      if (!signedIn) return;
      const feed = fetchEarly('/api/v1/feed');
      if (dataSaverOn()) return;
      const answer = await feed;
      // Read from a copy: the page itself goes to the feed's query untouched.
      const page = answer.ok ? ((await answer.clone().json()) as Page<Post>) : null;
      const images = page?.items[0]?.images.slice(0, 4) ?? [];
      if (images[0]) preloadPhoto(images[0], gridSizes(imageGridLayout(images)));
    })
    .catch(() => undefined);
}

function preloadPhoto(image: Post['images'][number], sizes: string): void {
  const sets = srcSets(image);
  const srcset = sets.webp ?? sets.fallback;
  const link = document.createElement('link');
  const attributes: Record<string, string | null> = {
    rel: 'preload',
    as: 'image',
    href: image.url,
    fetchpriority: 'high',
    // Only a browser that shows WebP takes the WebP list (as <picture> does).
    type: sets.webp ? 'image/webp' : null,
    imagesrcset: srcset,
    imagesizes: srcset ? sizes : null,
  };
  for (const [name, value] of Object.entries(attributes))
    if (value !== null) link.setAttribute(name, value);
  document.head.append(link);
}
