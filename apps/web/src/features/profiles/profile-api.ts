import type { BusinessRegistration, Profile, ProfileUpdate } from '@aebro/shared/profiles';
import { api } from '@/lib/api';

export async function updateProfile(update: ProfileUpdate): Promise<Profile> {
  return await api<Profile>('/api/v1/me/profile', { method: 'PATCH', json: update });
}

export async function registerBusiness(registration: BusinessRegistration): Promise<Profile> {
  return await api<Profile>('/api/v1/me/business-registration', {
    method: 'POST',
    json: registration,
  });
}

/** Uploads a picture (PNG, JPEG, GIF or WebP, up to 10 MB); it also becomes the profile's avatar. */
export async function uploadAvatar(file: File): Promise<{ avatarUrl: string }> {
  const body = new FormData();
  body.append('file', file);
  return await api<{ avatarUrl: string }>('/api/v1/me/avatar', { method: 'POST', body });
}

export const avatarLimits = {
  maxBytes: 10 * 1024 * 1024,
  types: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
} as const;
