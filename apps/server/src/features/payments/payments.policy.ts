import type { Viewer } from '../../platform/context';

/** A payment is its payer's alone: anyone else is told it does not exist. */
export function canReadPayment(viewer: Viewer, payment: { userId: string }): boolean {
  return payment.userId === viewer.id;
}

/**
 * A post may be boosted by its author when everyone may read it: a public post of a public profile
 * (a boost shows it to people who do not follow the author).
 */
export function canBoostPost(
  viewer: Viewer,
  post: { authorId: string; audience: string; authorPublicProfile: boolean },
): 'yes' | 'not-author' | 'not-public' {
  if (post.authorId !== viewer.id) return 'not-author';
  return post.audience === 'public' && post.authorPublicProfile ? 'yes' : 'not-public';
}

/** Only same-site paths are places to come back to after paying. */
export function isReturnPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');
}
