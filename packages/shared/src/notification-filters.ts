import { z } from 'zod';
import { likeEscape, searchNeedles } from './geez-search';
import type { NotificationType } from './notification-rules';
import { mutedWordExpiries, mutedWordLimits, reachChoices } from './notification-filter-rules';

/**
 * Issue 37, the member's own filters: who may reach me (the notification policy) and which words
 * I do not want to read (muted words).
 */

export {
  mutedWordExpiries,
  mutedWordExpiryDays,
  mutedWordLimits,
  newAccountDays,
  reachCategories,
  reachChoices,
  type MutedWordExpiry,
  type ReachCategory,
  type ReachChoice,
} from './notification-filter-rules';

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
