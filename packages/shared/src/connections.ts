import { z } from 'zod';
import { accountTypes } from './profiles';

/** One page of a keyset-paginated list; pass `nextCursor` back as `cursor` for the next page. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}

/** Items in a page when the request does not say (`limit`). */
export const defaultPageLimit = 20;

export const pageQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(defaultPageLimit),
});

/** A person in a list (followers, following, search): enough for a row with a follow button. */
export const personSchema = z.object({
  id: z.string(),
  username: z.string(),
  fullName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  accountType: z.enum(accountTypes),
  businessName: z.string().nullable(),
  businessCategory: z.string().nullable(),
  isVerified: z.boolean(),
  /** Whether the viewer follows this person. */
  isFollowing: z.boolean(),
  /** Whether the viewer asked to follow this (private) person and waits for their answer. */
  followRequested: z.boolean(),
  /** null when the person hides their online status. */
  online: z.boolean().nullable(),
});
export type Person = z.infer<typeof personSchema>;

/**
 * A profile as others see it. When `restricted` (a private profile and a viewer who does not follow
 * it), only name and avatar are filled; the rest is null or empty (SPEC §6).
 */
export const publicProfileSchema = personSchema.extend({
  restricted: z.boolean(),
  isSelf: z.boolean(),
  followsYou: z.boolean(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  interests: z.array(z.string()),
  website: z.string().nullable(),
  socialMedia: z.string().nullable(),
  counts: z.object({ posts: z.number(), followers: z.number(), following: z.number() }).nullable(),
  lastSeenAt: z.string().nullable(),
  allowNewMessages: z.boolean(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** A follow of a public profile happens at once; of a private one it is a request (`requested`). */
export const followResultSchema = z.object({
  following: z.boolean(),
  requested: z.boolean(),
  followersCount: z.number(),
});
export type FollowResult = z.infer<typeof followResultSchema>;

export const peopleSearchQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(100).default(''),
});

/** "People you may want to follow": how many to suggest (one short list, no pages). */
export const peopleSuggestionsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(20).default(5),
});

export const privacySettingsSchema = z.object({
  allowCommentsOnPosts: z.boolean(),
  allowLikesOnPosts: z.boolean(),
  allowSavesOnPosts: z.boolean(),
  allowNewMessages: z.boolean(),
  restrictMessagingToContacts: z.boolean(),
  publicProfile: z.boolean(),
  hideOnlineStatus: z.boolean(),
  showReadReceipts: z.boolean(),
});
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;
export const privacySettingsUpdateSchema = privacySettingsSchema.partial().strict();

export const notificationPreferencesSchema = z.object({
  notifyOnComments: z.boolean(),
  notifyOnLikes: z.boolean(),
  notifyOnFollows: z.boolean(),
  notifyOnSaves: z.boolean(),
  allowCommentNotifications: z.boolean(),
  allowLikeNotifications: z.boolean(),
  allowFollowNotifications: z.boolean(),
  allowSaveNotifications: z.boolean(),
  /** Issue 36: "your scheduled post went out" (one that could not go out is always told). */
  notifyOnScheduledPosts: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
export const notificationPreferencesUpdateSchema = notificationPreferencesSchema.partial().strict();

export const presenceUpdateSchema = z.object({ online: z.boolean() });

/** One page of a keyset-paginated list (the answer `pageSchema` describes). */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** Someone waiting for my answer to follow me (a private profile), with when they asked. */
export const followRequestSchema = z.object({ person: personSchema, requestedAt: z.string() });
export type FollowRequest = z.infer<typeof followRequestSchema>;
