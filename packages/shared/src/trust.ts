import { z } from 'zod';
import { holdReasons } from './holds';

/**
 * Issue 37, trust levels: a new account earns trust with time and activity; until it does, it may
 * write only so much a day (docs/decisions/trust-levels.md).
 */

/** Lowest first: a level includes everything the ones before it may do. */
export const trustLevels = ['new', 'member', 'regular', 'leader'] as const;
export type TrustLevel = (typeof trustLevels)[number];

export function trustRank(level: TrustLevel): number {
  return trustLevels.indexOf(level);
}

/**
 * What a `new` account may do only so many times a day (`burst`: posts, comments and message
 * requests together, per minute: its lower rate limit).
 */
export const trustCaps = ['posts', 'comments', 'messageRequests', 'mentions', 'burst'] as const;
export type TrustCap = (typeof trustCaps)[number];

/** What a refused write tells the browser, next to the error's code `TRUST_CAP_REACHED`. */
export const trustCapDetailsSchema = z.object({
  cap: z.enum(trustCaps),
  level: z.enum(trustLevels),
  /** How many the level allows in the window (a day; a minute for `burst`). */
  limit: z.number(),
  /** When the oldest counted one leaves the window: the member may write again then. */
  resetsAt: z.string(),
});
export type TrustCapDetails = z.infer<typeof trustCapDetailsSchema>;

/** One cap of my level as `GET /api/v1/me/trust` shows it. */
export const trustCapUsageSchema = z.object({
  cap: z.enum(trustCaps),
  limit: z.number(),
  used: z.number(),
});

export const myTrustSchema = z.object({
  /** The level that counts now (bootstrap mode and a verified business included). */
  level: z.enum(trustLevels),
  /** The site is young: everyone counts as at least a member. */
  bootstrap: z.boolean(),
  /** A business verified by an admin skips a new account's caps. */
  verifiedBusiness: z.boolean(),
  /** Empty when nothing caps this member. */
  caps: z.array(trustCapUsageSchema),
  /** What earns the next level automatically (null at `leader`, or when set by hand). */
  next: z
    .object({
      level: z.enum(trustLevels),
      accountDays: z.number(),
      contributions: z.number(),
    })
    .nullable(),
});
export type MyTrust = z.infer<typeof myTrustSchema>;

export const setTrustLevelSchema = z.object({
  level: z.enum(trustLevels),
  reason: z.string().trim().min(1, 'Give a reason for the log.').max(500),
});
export type SetTrustLevel = z.infer<typeof setTrustLevelSchema>;

/** `@name` in a text: what the mentions cap counts (usernames are letters, digits, _ and .). */
export function countMentions(text: string): number {
  return text.match(/(^|[^\w@])@[A-Za-z0-9_.]{2,30}/g)?.length ?? 0;
}

/** A link in a text: what a new account's first posts may not carry. */
export function hasLink(text: string): boolean {
  return /\bhttps?:\/\/|\bwww\.[^\s]+\.[a-z]{2,}|\b[a-z0-9-]+\.(com|net|org|io|co|info|biz|xyz|ru|ly|me|app)\b/i.test(
    text,
  );
}

/** A post held for review, as the admins' queue shows it. */
export const heldPostSchema = z.object({
  id: z.string(),
  body: z.string(),
  createdAt: z.string(),
  /** Why it is held (holdReasons in holds.ts). */
  reason: z.enum(holdReasons).nullable(),
  author: z.object({ id: z.string(), username: z.string(), fullName: z.string().nullable() }),
});
export type HeldPost = z.infer<typeof heldPostSchema>;
