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
  | 'communities'
  | 'community'
  | 'communityFeed'
  | 'manageCommunity'
  | 'communityChat'
  | 'saved'
  | 'settings'
  | 'paymentHistory'
  | 'post'
  | 'posts'
  | 'admin'
  | 'boostPosts'
  | 'service'
  | 'services'
  | 'search';

export interface ScreenHandle {
  screen: ScreenName;
}

export function isScreenHandle(value: unknown): value is ScreenHandle {
  return typeof value === 'object' && value !== null && 'screen' in value;
}
