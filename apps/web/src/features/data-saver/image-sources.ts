import type { Post } from '@aebro/shared/posts';

type PostImage = Post['images'][number];

/**
 * `srcset`s of an image's copies: WebP, and its own format (with the original as the widest). The
 * WebP list ends on the original only when there is no WebP copy of the image's own width (images
 * uploaded before such copies were made).
 */
export function srcSets(image: PostImage): { webp: string | null; fallback: string | null } {
  const variants = image.variants ?? [];
  if (variants.length === 0) return { webp: null, fallback: null };
  const list = (items: Array<{ url: string; width: number }>) =>
    items
      .sort((a, b) => a.width - b.width)
      .map((item) => `${item.url} ${item.width}w`)
      .join(', ');
  const original = { url: image.url, width: image.width };
  const webp = variants.filter((variant) => variant.type === 'image/webp');
  const own = variants.filter((variant) => variant.type !== 'image/webp');
  return {
    webp:
      webp.length > 0
        ? list(webp.some((copy) => copy.width >= image.width) ? webp : [...webp, original])
        : null,
    fallback: list([...own, original]),
  };
}

/** What data saver loads: the smallest copy (WebP first), else the image itself, with its bytes. */
export function lightVariant(image: PostImage): { url: string; bytes: number | undefined } {
  const smallest = [...(image.variants ?? [])].sort(
    (a, b) => a.width - b.width || a.bytes - b.bytes,
  )[0];
  return smallest
    ? { url: smallest.url, bytes: smallest.bytes }
    : { url: image.url, bytes: image.bytes };
}
