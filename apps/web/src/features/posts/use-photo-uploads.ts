import { useEffect, useRef, useState } from 'react';
import type { UploadedImage } from '@aebro/shared/posts';
import { postLimits } from '@aebro/shared/post-limits';
import type { Draft } from '@aebro/shared/drafts';
import { ApiRequestError } from '@/lib/api';
import { photoProblem, uploadPhoto } from './image-upload';

export interface PhotoUpload {
  id: string;
  name: string;
  previewUrl: string;
  status: 'uploading' | 'done' | 'failed';
  /** 0 to 1 while uploading. */
  progress: number;
  image?: UploadedImage;
  /** Why it failed: a text key with values, or the server's own message. */
  error?: PhotoError;
}

type DraftImage = Draft['images'][number];

export type PhotoError = { key: string; values?: Record<string, string> };

/** The text for a refused or failed upload: the server's reason for 413/415, else ours. */
function uploadErrorOf(error: unknown, name: string): PhotoError {
  if (
    error instanceof ApiRequestError &&
    (error.status === 413 || error.status === 415) &&
    error.message
  ) {
    return { key: 'posts.photos.refused', values: { name, message: error.message } };
  }
  if (error instanceof ApiRequestError && error.status === 0)
    return { key: 'posts.photos.network', values: { name } };
  return { key: 'posts.photos.failed', values: { name } };
}

/**
 * The composer's photos: each one uploads as soon as it is picked (with progress), shows a preview
 * from the file itself, and can be removed (which stops its upload). At most four.
 */
export function usePhotoUploads(initial: readonly DraftImage[] = []): {
  photos: PhotoUpload[];
  problem: PhotoError | null;
  add: (files: readonly File[]) => void;
  remove: (id: string) => void;
  clear: () => void;
} {
  // A draft's photos (issue 36) come back uploaded already.
  const [photos, setPhotos] = useState<PhotoUpload[]>(() =>
    initial.map((image, index) => ({
      id: `draft-photo-${index}`,
      name: image.key,
      previewUrl: image.url,
      status: 'done',
      progress: 1,
      image: { ...image, bytes: 0, variants: [] },
    })),
  );
  const [problem, setProblem] = useState<PhotoError | null>(null);
  const controllers = useRef(new Map<string, AbortController>());
  const previews = useRef(new Map<string, string>());
  const lastId = useRef(0);

  useEffect(() => {
    const running = controllers.current;
    const urls = previews.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      for (const url of urls.values()) URL.revokeObjectURL(url);
    };
  }, []);

  const update = (id: string, change: Partial<PhotoUpload>): void => {
    setPhotos((current) =>
      current.map((photo) => (photo.id === id ? { ...photo, ...change } : photo)),
    );
  };

  const start = (file: File, id: string): void => {
    const controller = new AbortController();
    controllers.current.set(id, controller);
    uploadPhoto(file, (progress) => update(id, { progress }), controller.signal)
      .then((image) => update(id, { status: 'done', progress: 1, image }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        update(id, { status: 'failed', error: uploadErrorOf(error, file.name) });
      })
      .finally(() => controllers.current.delete(id));
  };

  const add = (files: readonly File[]): void => {
    setProblem(null);
    const room = postLimits.imagesMax - photos.length;
    if (files.length > room) setProblem({ key: 'validation.tooManyImages' });
    const added: PhotoUpload[] = [];
    for (const file of files.slice(0, Math.max(0, room))) {
      const local = photoProblem(file);
      if (local) {
        setProblem({
          key: local === 'wrongType' ? 'posts.photos.wrongType' : 'posts.photos.tooLarge',
          values: { name: file.name },
        });
        continue;
      }
      lastId.current += 1;
      const id = `photo-${lastId.current}`;
      const previewUrl = URL.createObjectURL(file);
      previews.current.set(id, previewUrl);
      added.push({ id, name: file.name, previewUrl, status: 'uploading', progress: 0 });
      start(file, id);
    }
    if (added.length > 0) setPhotos((current) => [...current, ...added]);
  };

  const forget = (id: string): void => {
    controllers.current.get(id)?.abort();
    controllers.current.delete(id);
    const url = previews.current.get(id);
    if (url) URL.revokeObjectURL(url);
    previews.current.delete(id);
  };

  const remove = (id: string): void => {
    forget(id);
    setProblem(null);
    setPhotos((current) => current.filter((photo) => photo.id !== id));
  };

  const clear = (): void => {
    for (const photo of photos) forget(photo.id);
    setProblem(null);
    setPhotos([]);
  };

  return { photos, problem, add, remove, clear };
}
