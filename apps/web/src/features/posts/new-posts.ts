/** A 'feed:new-post' event: someone I follow just posted. */
export interface NewPostEvent {
  postId: string;
  authorId: string;
}

/**
 * The posts announced since the feed was last fetched from the top, for the "N new posts" button.
 * A post counts once however often it is announced, and never when the feed already shows it or
 * when it is mine (it is already at the top of my feed).
 */
export function addNewPost(
  pending: readonly string[],
  event: NewPostEvent,
  context: { shownIds: ReadonlySet<string>; myId: string | undefined },
): readonly string[] {
  if (event.authorId === context.myId) return pending;
  if (context.shownIds.has(event.postId) || pending.includes(event.postId)) return pending;
  return [...pending, event.postId];
}

/** After a fetch: the announced posts that the feed now shows are no longer new. */
export function withoutShown(
  pending: readonly string[],
  shownIds: ReadonlySet<string>,
): readonly string[] {
  const rest = pending.filter((id) => !shownIds.has(id));
  return rest.length === pending.length ? pending : rest;
}
