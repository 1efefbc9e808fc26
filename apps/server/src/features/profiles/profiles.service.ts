import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type {
  notificationPreferencesUpdateSchema,
  privacySettingsUpdateSchema,
} from '@aebro/shared/connections';
import type { BusinessRegistration, Profile, ProfileUpdate } from '@aebro/shared/profiles';
import { businessRegistrationSchema, profileUpdateSchema } from '@aebro/shared/profiles';
import type { Database } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import { processImage } from '../../platform/storage/images';
import type { Storage } from '../../platform/storage/storage';
import { findProfile, toProfile, updateProfile } from './profiles.repository';

type PrivacyUpdate = z.output<typeof privacySettingsUpdateSchema>;
type NotificationUpdate = z.output<typeof notificationPreferencesUpdateSchema>;

/** The owner's profile. Every account has one (created with it); a missing row is a 404. */
export async function getOwnProfile(db: Database, userId: string): Promise<Profile> {
  const row = await findProfile(db, userId);
  if (!row) throw notFound('This profile does not exist.');
  return toProfile(row);
}

export async function updateOwnProfile(
  db: Database,
  userId: string,
  input: ProfileUpdate,
): Promise<Profile> {
  const changes = profileUpdateSchema.parse(input);
  const row = await updateProfile(db, userId, changes);
  if (!row) throw notFound('This profile does not exist.');
  return toProfile(row);
}

/** Privacy switches or notification preferences, already validated by their strict schemas. */
export async function updateOwnSettings(
  db: Database,
  userId: string,
  changes: PrivacyUpdate | NotificationUpdate,
): Promise<Profile> {
  const row = await updateProfile(db, userId, changes);
  if (!row) throw notFound('This profile does not exist.');
  return toProfile(row);
}

/** The business registration dialog (SPEC §2–3): the account becomes an unverified business. */
export async function registerBusiness(
  db: Database,
  userId: string,
  input: BusinessRegistration,
): Promise<Profile> {
  const value = businessRegistrationSchema.parse(input);
  const row = await updateProfile(db, userId, {
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
export async function replaceAvatar(
  db: Database,
  storage: Storage,
  userId: string,
  upload: Buffer,
): Promise<string> {
  const image = await processImage(upload, 1024);
  const key = `avatars/${userId}/${randomUUID()}.${image.extension}`;
  await storage.put(key, image.data, image.contentType);
  const avatarUrl = storage.url(key);
  const row = await updateProfile(db, userId, { avatarUrl });
  if (!row) {
    await storage.delete(key);
    throw notFound('This profile does not exist.');
  }
  return avatarUrl;
}
