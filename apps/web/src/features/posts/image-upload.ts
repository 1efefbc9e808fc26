import type { UploadedImage } from '@aebro/shared/posts';
import { ApiRequestError, clientErrorCodes } from '@/lib/api';

/** What the server accepts for a post photo (POST /api/v1/media/images). */
export const photoLimits = {
  maxBytes: 10 * 1024 * 1024,
  types: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
} as const;

export type PhotoProblem = 'wrongType' | 'tooLarge';

/** A file the server would refuse, said before uploading it; null when it looks fine. */
export function photoProblem(file: File): PhotoProblem | null {
  if (!(photoLimits.types as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size > photoLimits.maxBytes) return 'tooLarge';
  return null;
}

function errorOf(xhr: XMLHttpRequest): ApiRequestError {
  try {
    const body = JSON.parse(xhr.responseText) as { error?: { code?: unknown; message?: unknown } };
    if (typeof body.error?.code === 'string' && typeof body.error.message === 'string') {
      return new ApiRequestError(xhr.status, body.error.code, body.error.message);
    }
  } catch {
    // not JSON: fall through
  }
  return new ApiRequestError(xhr.status, 'HTTP_ERROR', xhr.statusText);
}

/**
 * Uploads one photo as multipart field `file`. XMLHttpRequest rather than fetch, because only it
 * reports upload progress (0 to 1).
 */
export function uploadPhoto(
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/v1/media/images');
    xhr.setRequestHeader('accept', 'application/json');
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as UploadedImage);
        } catch {
          reject(new ApiRequestError(xhr.status, 'HTTP_ERROR', 'Unreadable answer'));
        }
      } else reject(errorOf(xhr));
    };
    xhr.onerror = () => reject(new ApiRequestError(0, clientErrorCodes.network, 'Network error'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    const body = new FormData();
    body.append('file', file);
    xhr.send(body);
  });
}
