import { z } from 'zod';
import { foldGeez } from './geez-search';

/*
 * Issue 37, hold for review: what holds a post or comment (seen by its writer only, labelled "Held
 * for review", until an admin approves it), the admins' word and domain lists, and the queues.
 */

/** Why something is held: a link in a new account's first posts, a site-wide or community word, a blocked domain, the same text again and again. */
export const holdReasons = [
  'new_account_link',
  'word',
  'community_word',
  'blocked_domain',
  'duplicate',
] as const;
export type HoldReason = (typeof holdReasons)[number];

export const holdLimits = { phraseMax: 100, wordsPerList: 500, domains: 1000 } as const;

export const holdWordCreateSchema = z.object({
  phrase: z
    .string()
    .trim()
    .min(1, 'Write a word or phrase.')
    .max(holdLimits.phraseMax, `At most ${holdLimits.phraseMax} characters.`)
    .refine((value) => /[\p{L}\p{N}]/u.test(value), {
      message: 'A word needs at least one letter or digit.',
    }),
  /** Whole words only (ሰላም, not ሰላማዊ), or anywhere in a word. */
  wholeWord: z.boolean().default(true),
});
export type HoldWordCreate = z.input<typeof holdWordCreateSchema>;

export const holdWordSchema = z.object({
  id: z.string(),
  phrase: z.string(),
  wholeWord: z.boolean(),
  createdAt: z.string(),
});
export type HoldWord = z.infer<typeof holdWordSchema>;
export const holdWordListSchema = z.object({ items: z.array(holdWordSchema) });

const hostname = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** "https://www.Spam.example/x" → "spam.example": the host, lower case, without www. */
export function normaliseDomain(input: string): string {
  return input
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/[/?#:].*$/, '')
    .replace(/^www\./, '')
    .replace(/\.$/, '');
}

export const blockedDomainCreateSchema = z.object({
  domain: z
    .string()
    .max(300, 'At most 253 characters.')
    .transform(normaliseDomain)
    .refine((value) => hostname.test(value), {
      message: 'Write a domain such as spam.example.',
    }),
});
export type BlockedDomainCreate = z.input<typeof blockedDomainCreateSchema>;

export const blockedDomainSchema = z.object({
  id: z.string(),
  domain: z.string(),
  createdAt: z.string(),
});
export type BlockedDomain = z.infer<typeof blockedDomainSchema>;
export const blockedDomainListSchema = z.object({ items: z.array(blockedDomainSchema) });

/** The hosts a text links to ("see https://a.example/x and www.b.example" → a.example, b.example). */
export function linkedDomains(text: string): string[] {
  const found = text.match(
    /\b(?:https?:\/\/)?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}\b/gi,
  );
  return [...new Set((found ?? []).map(normaliseDomain).filter((host) => hostname.test(host)))];
}

/** A host and the domains above it ("a.spam.example" → itself, "spam.example"), not the bare top level. */
export function domainAndParents(host: string): string[] {
  const labels = host.split('.');
  return labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'));
}

/** A text as the duplicate heuristic compares it: folded, words only, single spaces. */
export function duplicateKey(text: string): string {
  return foldGeez(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const author = z.object({ id: z.string(), username: z.string(), fullName: z.string().nullable() });

/** A held post or comment, as the admins' queues show it. */
export const heldItemSchema = z.object({
  kind: z.enum(['post', 'comment']),
  id: z.string(),
  /** The post itself, or the post a comment is on. */
  postId: z.string(),
  body: z.string(),
  reason: z.enum(holdReasons).nullable(),
  createdAt: z.string(),
  author,
});
export type HeldItem = z.infer<typeof heldItemSchema>;
