import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type {
  notificationPreferencesUpdateSchema,
  privacySettingsUpdateSchema,
} from '@aebro/shared/connections';
import { displayName } from '@aebro/shared/display-name';
import { parseLanguage, type Language } from '@aebro/shared/language';
import type { BusinessRegistration, Profile, ProfileUpdate } from '@aebro/shared/profiles';
import { businessRegistrationSchema, profileUpdateSchema } from '@aebro/shared/profiles';
import type { Context, Platform } from '../../platform/context';
import type { Executor } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import { processImage } from '../../platform/storage/images';
import type { DateReader } from '../../platform/mail/dates';
import {
  findProfile,
  findProfiles,
  insertProfile,
  isUsernameTaken,
  touchLastSeen,
  updateProfile,
  type NewProfileRow,
  type ProfileRow,
} from './profiles.repository';

type PrivacyUpdate = z.output<typeof privacySettingsUpdateSchema>;
type NotificationUpdate = z.output<typeof notificationPreferencesUpdateSchema>;
export type { ProfileRow, NewProfileRow };

/** The owner's view of a profile row (counters and last seen are shown elsewhere). */
export function toProfile(row: ProfileRow): Profile {
  const {
    followersCount: _followers,
    followingCount: _following,
    postsCount: _posts,
    lastSeenAt: _lastSeen,
    ...profile
  } = row;
  return {
    ...profile,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The row of a profile for other areas' rules (privacy switches, preferences); null if none. */
export async function profileRow(ctx: Platform, userId: string): Promise<ProfileRow | null> {
  return await findProfile(ctx.db, userId);
}

export async function profileRows(ctx: Platform, ids: readonly string[]): Promise<ProfileRow[]> {
  return await findProfiles(ctx.db, ids);
}

/** The viewer's own profile. Every account has one (created with it); a missing row is a 404. */
export async function getOwnProfile(ctx: Context): Promise<Profile> {
  return await profileOfOwner(ctx, ctx.viewer.id);
}

/**
 * The profile of an owner an area's policy named for this request (settings: the viewer), with
 * everything on it; a missing row is a 404.
 */
export async function profileOfOwner(ctx: Platform, ownerId: string): Promise<Profile> {
  const row = await findProfile(ctx.db, ownerId);
  if (!row) throw notFound('This profile does not exist.');
  return toProfile(row);
}

/** Part of sign-up: runs in the accounts area's transaction (`ctx.db` is that transaction). */
export async function createProfile(ctx: Platform, row: NewProfileRow): Promise<void> {
  await insertProfile(ctx.db, row);
}

export async function usernameTaken(ctx: Platform, username: string): Promise<boolean> {
  return await isUsernameTaken(ctx.db, username);
}

export async function updateOwnProfile(ctx: Context, input: ProfileUpdate): Promise<Profile> {
  const row = await updateProfile(ctx.db, ctx.viewer.id, profileUpdateSchema.parse(input));
  if (!row) throw notFound('This profile does not exist.');
  return toProfile(row);
}

/** Privacy switches or notification preferences, already validated by their strict schemas. */
export async function updateSettingsOf(
  db: Executor,
  ownerId: string,
  changes: PrivacyUpdate | NotificationUpdate,
): Promise<Profile> {
  const row = await updateProfile(db, ownerId, changes);
  if (!row) throw notFound('This profile does not exist.');
  return toProfile(row);
}

/** The business registration dialog (SPEC §2–3): the account becomes an unverified business. */
export async function registerBusiness(
  ctx: Context,
  input: BusinessRegistration,
): Promise<Profile> {
  const value = businessRegistrationSchema.parse(input);
  const row = await updateProfile(ctx.db, ctx.viewer.id, {
    fullName: value.businessName,
    businessName: value.businessName,
    businessCategory: value.businessCategory,
    location: value.location,
    businessEmail: value.businessEmail,
    bio: value.bio,
    website: value.website ?? null,
    socialMedia: value.socialMedia ?? null,
    ...(value.avatarUrl ? { avatarUrl: value.avatarUrl } : {}),
    accountType: 'business',
    isVerified: false,
  });
  if (!row) throw notFound('This profile does not exist.');
  return toProfile(row);
}

/** Stores a new avatar (or business logo) under a key of our own and makes it the profile picture. */
export async function replaceAvatar(ctx: Context, upload: Buffer): Promise<string> {
  const image = await processImage(upload, 1024);
  const key = `avatars/${ctx.viewer.id}/${randomUUID()}.${image.extension}`;
  await ctx.storage.put(key, image.data, image.contentType);
  const avatarUrl = ctx.storage.url(key);
  const row = await updateProfile(ctx.db, ctx.viewer.id, { avatarUrl });
  if (!row) {
    await ctx.storage.delete(key);
    throw notFound('This profile does not exist.');
  }
  return avatarUrl;
}

export async function markSeen(ctx: Platform, userId: string): Promise<void> {
  await touchLastSeen(ctx.db, userId);
}

/**
 * Who an account e-mail is addressed to: the display name, language (English if no profile), and
 * how they read dates (their zone and calendar).
 */
export async function addressee(
  ctx: Platform,
  userId: string,
): Promise<{ name: string | null; language: Language; reader: DateReader }> {
  const row = await findProfile(ctx.db, userId);
  return {
    name: row ? displayName(row) : null,
    language: parseLanguage(row?.languagePreference) ?? 'en',
    reader: { timeZone: row?.timeZone ?? null, calendar: row?.calendarPreference ?? 'gregorian' },
  };
}
