/*
 * The safety area's lists (what can be reported and why, a report's states, moderators' actions)
 * without zod, so that a screen (the report dialog) can use them before the schemas in
 * `safety.ts` have loaded.
 */

/** What can be reported; messages, events, services and reviews by id until their areas exist. */
export const reportKinds = [
  'post',
  'comment',
  'profile',
  'community',
  'message',
  'event',
  'service',
  'review',
] as const;
export type ReportKind = (typeof reportKinds)[number];

export const reportCategories = [
  'spam',
  'harassment',
  'violence',
  'false_information',
  'illegal',
  'other',
] as const;
export type ReportCategory = (typeof reportCategories)[number];

export const reportStatuses = ['open', 'dismissed', 'actioned'] as const;
export type ReportStatus = (typeof reportStatuses)[number];

export const verificationStatuses = ['none', 'pending', 'approved', 'declined'] as const;

export const moderationActions = ['dismiss', 'remove', 'warn', 'suspend', 'ban'] as const;
export type ModerationAction = (typeof moderationActions)[number];
