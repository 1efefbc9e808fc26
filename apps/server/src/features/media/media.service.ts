import { randomUUID } from 'node:crypto';
import type { UploadedImage } from '@aebro/shared/posts';
import type { StoredImage } from '../../db/schema/posts';
import type { Context } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { imageVariants, processImage } from '../../platform/storage/images';
import { canUseUpload } from './media.policy';
import { insertUpload, ownedUploads } from './media.repository';

/** A photo to attach later: checked, re-encoded without metadata, stored under a key of ours. */
export async function uploadImage(ctx: Context, data: Buffer): Promise<UploadedImage> {
  const image = await processImage(data, 2048);
  const name = `posts/${ctx.viewer.id}/${randomUUID()}`;
  const key = `${name}.${image.extension}`;
  await ctx.storage.put(key, image.data, image.contentType);
  // Smaller copies, so that a phone never downloads the full picture (issue 18).
  const variants = await Promise.all(
    (await imageVariants(image)).map(async (variant) => {
      const variantKey = `${name}-${variant.width}.${variant.extension}`;
      await ctx.storage.put(variantKey, variant.data, variant.contentType);
      return {
        key: variantKey,
        url: ctx.storage.url(variantKey),
        width: variant.width,
        height: variant.height,
        type: variant.contentType,
        bytes: variant.data.length,
      };
    }),
  );
  const uploaded = {
    key,
    url: ctx.storage.url(key),
    width: image.width,
    height: image.height,
    bytes: image.data.length,
    variants,
  };
  await insertUpload(ctx.db, { ...uploaded, ownerId: ctx.viewer.id });
  return { ...uploaded, variants: variants.map(({ key: _, ...variant }) => variant) };
}

/**
 * The viewer's uploads for these keys, in the given order (repeats dropped). A key that is not one
 * of the viewer's uploads (someone else's, or made up) is refused.
 */
export async function claimImages(ctx: Context, keys: readonly string[]): Promise<StoredImage[]> {
  const unique = [...new Set(keys)];
  const rows = await ownedUploads(ctx.db, ctx.viewer.id, unique);
  const byKey = new Map(
    rows.filter((row) => canUseUpload(ctx.viewer, row)).map((row) => [row.key, row]),
  );
  return unique.map((key) => {
    const upload = byKey.get(key);
    if (!upload)
      throw badRequest('One of the photos is not yours or no longer exists. Upload it again.');
    return {
      key,
      url: upload.url,
      width: upload.width,
      height: upload.height,
      ...(upload.bytes > 0 ? { bytes: upload.bytes } : {}),
      variants: upload.variants,
    };
  });
}
