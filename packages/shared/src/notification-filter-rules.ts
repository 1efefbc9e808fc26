/*
 * The member's own filters' choices and limits (issue 37) without zod, so that the settings screen
 * can use them before the schemas in `notification-filters.ts` have loaded.
 */

/** What happens to a notification or a message request from someone in a category. */
export const reachChoices = ['accept', 'filter', 'drop'] as const;
export type ReachChoice = (typeof reachChoices)[number];

/** The categories of people, in the order the settings show them. */
export const reachCategories = ['notFollowing', 'notFollowers', 'newAccounts'] as const;
export type ReachCategory = (typeof reachCategories)[number];

/** An account younger than this many days is a "new account". */
export const newAccountDays = 30;

export const mutedWordExpiries = ['never', '1d', '7d', '30d'] as const;
export type MutedWordExpiry = (typeof mutedWordExpiries)[number];
export const mutedWordExpiryDays: Record<MutedWordExpiry, number | null> = {
  never: null,
  '1d': 1,
  '7d': 7,
  '30d': 30,
};

export const mutedWordLimits = { phraseMax: 100, perMember: 200 };
