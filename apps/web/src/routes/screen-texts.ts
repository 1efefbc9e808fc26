import type { TextPart } from '@/i18n/parts';
import type { ScreenName } from './screen-handle';

/**
 * The text parts a screen needs beyond the frame's (`frameTextParts`, loaded with the app): they load
 * with the screen's code. A text of a part left out here still loads its part (i18n.ts), a moment
 * later.
 */
export const screenTexts: Partial<Record<ScreenName, readonly TextPart[]>> = {
  accountStatus: ['safety'],
  admin: ['admin', 'safety'],
  appeal: ['safety'],
  boostPosts: ['payments'],
  communities: ['communities'],
  communityChat: ['communities', 'messages'],
  communityFeed: ['communities', 'payments'],
  community: ['communities', 'events', 'payments'],
  createEvent: ['communities', 'events'],
  editEvent: ['communities', 'events'],
  event: ['events'],
  events: ['events'],
  manageCommunity: ['communities'],
  manageServices: ['services'],
  serviceEditor: ['services'],
  serviceRequests: ['services'],
  service: ['services', 'safety'],
  services: ['services'],
  messages: ['messages'],
  paymentHistory: ['payments'],
  post: ['payments', 'safety'],
  posts: ['payments'],
  profile: ['payments', 'safety', 'services'],
  saved: ['events', 'payments'],
  settings: ['payments', 'safety'],
  testCheckout: ['payments'],
};
