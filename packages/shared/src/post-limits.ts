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

/** Polls (issue 36): 2 to 6 options of 1 to 80 characters, closing 5 minutes to 30 days ahead. */
export const pollLimits = {
  optionsMin: 2,
  optionsMax: 6,
  optionMax: 80,
  minOpenMs: 5 * 60_000,
  maxOpenMs: 30 * 24 * 3600_000,
} as const;

/** The durations the composer offers, in hours (1 hour, 1 day, 3 days, 7 days). */
export const pollDurationsHours = [1, 24, 72, 168] as const;
