import { z } from 'zod';
import { likeEscape, searchNeedles } from './geez-search';
import type { NotificationType } from './notification-rules';

/**
 * Issue 37, the member's own filters: who may reach me (the notification policy) and which words
 * I do not want to read (muted words).
 */

/** What happens to a notification or a message request from someone in a category. */
export const reachChoices = ['accept', 'filter', 'drop'] as const;
export type ReachChoice = (typeof reachChoices)[number];

/** The categories of people, in the order the settings show them. */
export const reachCategories = ['notFollowing', 'notFollowers', 'newAccounts'] as const;
export type ReachCategory = (typeof reachCategories)[number];

/** An account younger than this many days is a "new account". */
export const newAccountDays = 30;

export const notificationPolicySchema = z.object({
  /** From people I do not follow. */
  notFollowing: z.enum(reachChoices),
  /** From people who do not follow me. */
  notFollowers: z.enum(reachChoices),
  /** From accounts younger than 30 days. */
  newAccounts: z.enum(reachChoices),
});
export type NotificationPolicy = z.infer<typeof notificationPolicySchema>;

export const defaultNotificationPolicy: NotificationPolicy = {
  notFollowing: 'accept',
  notFollowers: 'accept',
  newAccounts: 'accept',
};

export const notificationPolicyUpdateSchema = notificationPolicySchema
  .partial()
  .refine((value) => Object.keys(value).length > 0, { message: 'Change at least one choice.' });

/**
 * The notifications someone sends me by their own act towards me: the policy applies to these.
 * Answers to what I did (a follow accepted, a join decided, an event or a service I deal with),
 * my communities' join requests and the site's notices always come through.
 */
export const filterableNotificationTypes = [
  'like',
  'comment',
  'save',
  'follow',
  'follow_request',
  'message',
] as const satisfies readonly NotificationType[];

export function isFilterableNotification(type: NotificationType): boolean {
  return (filterableNotificationTypes as readonly NotificationType[]).includes(type);
}

/* Muted words. */

export const mutedWordExpiries = ['never', '1d', '7d', '30d'] as const;
export type MutedWordExpiry = (typeof mutedWordExpiries)[number];
export const mutedWordExpiryDays: Record<MutedWordExpiry, number | null> = {
  never: null,
  '1d': 1,
  '7d': 7,
  '30d': 30,
};

export const mutedWordLimits = { phraseMax: 100, perMember: 200 };

export const mutedWordCreateSchema = z.object({
  phrase: z
    .string()
    .trim()
    .min(1, 'Write a word or phrase to mute.')
    .max(mutedWordLimits.phraseMax, `At most ${mutedWordLimits.phraseMax} characters.`)
    .refine((value) => /[\p{L}\p{N}]/u.test(value), {
      message: 'A muted word needs at least one letter or digit.',
    }),
  /** Whole words only (ሰላም, not ሰላማዊ), or anywhere in a word. */
  wholeWord: z.boolean().default(true),
  expiresIn: z.enum(mutedWordExpiries).default('never'),
});
export type MutedWordCreate = z.input<typeof mutedWordCreateSchema>;

export const mutedWordSchema = z.object({
  id: z.string(),
  phrase: z.string(),
  wholeWord: z.boolean(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type MutedWord = z.infer<typeof mutedWordSchema>;
export const mutedWordListSchema = z.object({ items: z.array(mutedWordSchema) });

/**
 * The `like` patterns that a text's search document (`aebro_search_text`, padded with a space on
 * each side) matches when it contains the muted phrase: the needles of search itself (the phrase
 * folded for Ge'ez, and its Latin phonetic key), anywhere, or for a whole word between spaces.
 * The key part of a search document separates every word with one space, so ሰላም።, "Selam!" and
 * "salam" all hold the whole word `slm`.
 */
export function mutedWordPatterns(phrase: string, wholeWord: boolean): string[] {
  return searchNeedles(phrase).map((needle) =>
    wholeWord ? `% ${likeEscape(needle)} %` : `%${likeEscape(needle)}%`,
  );
}
