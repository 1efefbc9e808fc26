/** The names of the screens in the route table; each has a `screens.<name>` text. */
export type ScreenName =
  | 'auth'
  | 'forgotPassword'
  | 'resetPassword'
  | 'profile'
  | 'editProfile'
  | 'completeProfile'
  | 'setupProfile'
  | 'connections'
  | 'dashboard'
  | 'messages'
  | 'events'
  | 'createEvent'
  | 'event'
  | 'editEvent'
  | 'communities'
  | 'community'
  | 'communityFeed'
  | 'manageCommunity'
  | 'communityChat'
  | 'saved'
  | 'settings'
  | 'accountStatus'
  | 'appeal'
  | 'paymentHistory'
  | 'filteredNotifications'
  | 'post'
  | 'drafts'
  | 'draft'
  | 'posts'
  | 'admin'
  | 'boostPosts'
  | 'testCheckout'
  | 'service'
  | 'services'
  | 'manageServices'
  | 'serviceRequests'
  | 'serviceEditor'
  | 'search';

export interface ScreenHandle {
  screen: ScreenName;
  /** The screen needs the width: no right column beside it on wide screens (e.g. messages). */
  wide?: boolean;
}

export function isScreenHandle(value: unknown): value is ScreenHandle {
  return typeof value === 'object' && value !== null && 'screen' in value;
}

/** The 404 route's handle: its title is 'Page Not Found'. */
export const notFoundHandle = { notFound: true } as const;

export function isNotFoundHandle(value: unknown): value is typeof notFoundHandle {
  return typeof value === 'object' && value !== null && 'notFound' in value;
}
