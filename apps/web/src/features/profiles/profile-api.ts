import type { BusinessRegistration, Profile, ProfileUpdate } from '@aebro/shared/profiles';
import { apiClient, multipart, unwrap } from '@/lib/api-client';

export async function updateProfile(update: ProfileUpdate): Promise<Profile> {
  return await unwrap(apiClient.PATCH('/api/v1/me/profile', { body: update }));
}

export async function registerBusiness(registration: BusinessRegistration): Promise<Profile> {
  return await unwrap(apiClient.POST('/api/v1/me/business-registration', { body: registration }));
}

/** Uploads a picture (PNG, JPEG, GIF or WebP, up to 10 MB); it also becomes the profile's avatar. */
export async function uploadAvatar(file: File): Promise<{ avatarUrl: string }> {
  const body = new FormData();
  body.append('file', file);
  // The route reads multipart itself; the browser sets the boundary of the form's body.
  return await unwrap(apiClient.POST('/api/v1/me/avatar', multipart(body)));
}

export const avatarLimits = {
  maxBytes: 10 * 1024 * 1024,
  types: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
} as const;
