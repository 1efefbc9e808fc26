import type { TextPart } from '@/i18n/parts';
import type { ScreenName } from './screen-handle';

/**
 * The text parts a screen needs beyond the frame's (`frameTextParts`, loaded with the app): they load
 * with the screen's code. `auth` holds the forms' words and validation messages: every screen with a
 * form on its first render lists it. A text of a part left out here still loads its part (i18n.ts), a moment
 * later.
 */
export const screenTexts: Partial<Record<ScreenName, readonly TextPart[]>> = {
  accountStatus: ['safety'],
  admin: ['admin', 'safety'],
  appeal: ['safety'],
  boostPosts: ['payments'],
  communities: ['communities'],
  communityChat: ['auth', 'communities', 'messages'],
  communityFeed: ['communities', 'payments'],
  completeProfile: ['auth'],
  community: ['communities', 'events', 'payments'],
  createEvent: ['auth', 'communities', 'events'],
  draft: ['auth'],
  editEvent: ['auth', 'communities', 'events'],
  editProfile: ['auth'],
  event: ['events'],
  events: ['events'],
  manageCommunity: ['auth', 'communities'],
  manageServices: ['auth', 'services'],
  serviceEditor: ['auth', 'services'],
  serviceRequests: ['auth', 'services'],
  service: ['auth', 'services', 'safety'],
  services: ['services'],
  messages: ['auth', 'messages'],
  paymentHistory: ['payments'],
  post: ['auth', 'payments', 'safety'],
  posts: ['payments'],
  profile: ['payments', 'safety', 'services'],
  saved: ['events', 'payments'],
  settings: ['account', 'auth', 'payments', 'safety'],
  testCheckout: ['auth', 'payments'],
};
