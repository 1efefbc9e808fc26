import { z } from 'zod';
import { businessNameSchema, isHttpUrl, languagePreferenceSchema, limits } from './accounts';
import { calendarPreferences } from './calendar-preference';
import { isTimeZone } from './events';
import type { ValidationMessageKey } from './validation-messages';

const message = (key: ValidationMessageKey): { message: ValidationMessageKey } => ({
  message: key,
});

export const calendarPreferenceSchema = z.enum(calendarPreferences);
/** The member's IANA time zone, as their browser reports it: e-mails give times in it. */
export const memberTimeZoneSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .refine(isTimeZone, { message: 'validation.eventTimeZoneInvalid' });

export const accountTypes = ['community', 'business'] as const;
export type AccountType = (typeof accountTypes)[number];

/** A profile as the API returns it to its owner (SPEC §3, in camelCase). */
export const profileSchema = z.object({
  id: z.string(),
  username: z.string(),
  fullName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  interests: z.array(z.string()),
  accountType: z.enum(accountTypes),
  businessCategory: z.string().nullable(),
  businessName: z.string().nullable(),
  businessEmail: z.string().nullable(),
  website: z.string().nullable(),
  socialMedia: z.string().nullable(),
  isVerified: z.boolean(),
  profileComplete: z.boolean(),
  languagePreference: languagePreferenceSchema,
  calendarPreference: calendarPreferenceSchema,
  /** null until the member's browser has told it. */
  timeZone: z.string().nullable(),
  allowCommentsOnPosts: z.boolean(),
  allowLikesOnPosts: z.boolean(),
  allowSavesOnPosts: z.boolean(),
  allowNewMessages: z.boolean(),
  restrictMessagingToContacts: z.boolean(),
  publicProfile: z.boolean(),
  notifyOnComments: z.boolean(),
  notifyOnLikes: z.boolean(),
  notifyOnFollows: z.boolean(),
  notifyOnSaves: z.boolean(),
  allowCommentNotifications: z.boolean(),
  allowLikeNotifications: z.boolean(),
  allowFollowNotifications: z.boolean(),
  allowSaveNotifications: z.boolean(),
  hideOnlineStatus: z.boolean(),
  showReadReceipts: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, message('validation.textTooLong'))
    .transform((value) => (value === '' ? null : value))
    .nullable();

const optionalHttpUrl = z
  .string()
  .trim()
  .max(limits.urlMax, message('validation.urlInvalid'))
  .refine((value) => value === '' || isHttpUrl(value), message('validation.urlInvalid'))
  .transform((value) => (value === '' ? null : value))
  .nullable();

/** What the owner may change directly; everything is optional (PATCH). */
export const profileUpdateSchema = z
  .object({
    fullName: z
      .string()
      .trim()
      .min(limits.fullNameMin, message('validation.fullNameMin'))
      .max(limits.fullNameMax, message('validation.textTooLong')),
    bio: optionalText(limits.bioMax),
    location: optionalText(limits.locationMax),
    interests: z.array(z.string().trim().min(1).max(40)).max(20),
    website: optionalHttpUrl,
    socialMedia: optionalText(limits.urlMax),
    languagePreference: languagePreferenceSchema,
    calendarPreference: calendarPreferenceSchema,
    timeZone: memberTimeZoneSchema,
    profileComplete: z.boolean(),
  })
  .partial()
  .strict();
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

/** The business registration dialog (SPEC §3, §5): its fields and rules. */
export const businessRegistrationSchema = z.object({
  businessName: businessNameSchema,
  businessCategory: z
    .string()
    .trim()
    .min(limits.categoryMin, message('validation.categoryRequired'))
    .max(limits.categoryMax, message('validation.textTooLong')),
  location: z
    .string()
    .trim()
    .min(limits.locationMin, message('validation.locationRequired'))
    .max(limits.locationMax, message('validation.textTooLong')),
  businessEmail: z
    .string()
    .trim()
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, message('validation.invalidEmailAddress'))
    .transform((value) => value.toLowerCase()),
  bio: z
    .string()
    .trim()
    .min(limits.descriptionMin, message('validation.descriptionMin'))
    .max(limits.descriptionMax, message('validation.descriptionMax')),
  website: optionalHttpUrl.optional(),
  socialMedia: optionalText(limits.urlMax).optional(),
  avatarUrl: z.string().max(500).nullable().optional(),
});
export type BusinessRegistration = z.input<typeof businessRegistrationSchema>;
