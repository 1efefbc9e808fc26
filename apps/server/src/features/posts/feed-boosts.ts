import type { Context } from '../../platform/context';

/**
 * Boosted posts in feeds come from payments, an area above posts (docs/decisions/area-order.md):
 * payments gives the feed its boosts through this hook when its module starts, and posts never
 * imports payments. Without it (no payments module) feeds carry no boosts.
 */
export interface FeedBoosts {
  /** Of the page's posts, those boosted (post id → boost id), and boosts to place between them. */
  forFeed(
    ctx: Context,
    pagePostIds: readonly string[],
    slots: number,
  ): Promise<{ marked: Map<string, string>; extra: Array<{ id: string; postId: string }> }>;
  /** These boosts were shown once more. */
  countServed(ctx: Context, boostIds: readonly string[]): Promise<void>;
}

const none: FeedBoosts = {
  forFeed: async () => ({ marked: new Map(), extra: [] }),
  countServed: async () => undefined,
};
let provided: FeedBoosts = none;

export function provideFeedBoosts(boosts: FeedBoosts): void {
  // Several apps in one process (the multi-instance tests) each start payments: the same functions.
  const same = provided.forFeed === boosts.forFeed && provided.countServed === boosts.countServed;
  if (provided !== none && !same) throw new Error('feed boosts are provided twice');
  provided = boosts;
}

export function feedBoosts(): FeedBoosts {
  return provided;
}
