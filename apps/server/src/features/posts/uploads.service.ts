import { randomUUID } from 'node:crypto';
import type { UploadedImage } from '@aebro/shared/posts';
import { uploads } from '../../db/schema/posts';
import type { Database } from '../../platform/db/client';
import { processImage } from '../../platform/storage/images';
import type { Storage } from '../../platform/storage/storage';

/** A photo for a post: checked, re-encoded without metadata, stored under a key of ours, owned by me. */
export async function uploadPostImage(
  db: Database,
  storage: Storage,
  ownerId: string,
  data: Buffer,
): Promise<UploadedImage> {
  const image = await processImage(data, 2048);
  const key = `posts/${ownerId}/${randomUUID()}.${image.extension}`;
  await storage.put(key, image.data, image.contentType);
  const uploaded = { key, url: storage.url(key), width: image.width, height: image.height };
  await db.insert(uploads).values({ ...uploaded, ownerId });
  return uploaded;
}
