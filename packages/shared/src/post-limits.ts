/**
 * The posts' limits and audiences without zod, for the browser's first download (the feed and the
 * composer); posts.ts builds its schemas from them and exports them too.
 */
export const postLimits = {
  bodyMax: 5000,
  commentMax: 2000,
  imagesMax: 4,
  pageSize: 20,
} as const;

export const audiences = ['public', 'followers', 'community'] as const;
export type Audience = (typeof audiences)[number];
/** What the author chooses on the home feed; 'community' comes only with a community (its feed). */
export const personalAudiences = ['public', 'followers'] as const;
