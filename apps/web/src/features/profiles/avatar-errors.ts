import { ApiRequestError } from '@/lib/api';
import { avatarLimits } from './profile-api';

/** A picture the server would refuse, said before uploading it; null when it looks fine. */
export function avatarFileProblem(
  file: File,
): 'profileSetup.photo.wrongType' | 'profileSetup.photo.tooLarge' | null {
  if (!(avatarLimits.types as readonly string[]).includes(file.type))
    return 'profileSetup.photo.wrongType';
  if (file.size > avatarLimits.maxBytes) return 'profileSetup.photo.tooLarge';
  return null;
}

/** The text for a failed upload: the server's reason when it gave one, else a translated one. */
export function avatarUploadErrorText(error: unknown): {
  key: string;
  values?: Record<string, string>;
} {
  if (!(error instanceof ApiRequestError) || error.status === 0)
    return { key: 'profileSetup.photo.failed' };
  if (error.status === 413) return { key: 'profileSetup.photo.tooLarge' };
  if (error.status === 415) return { key: 'profileSetup.photo.wrongType' };
  return error.message
    ? { key: 'profileSetup.photo.failedWithReason', values: { message: error.message } }
    : { key: 'profileSetup.photo.failed' };
}
