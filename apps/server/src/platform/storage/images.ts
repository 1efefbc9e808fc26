import sharp, { type Sharp } from 'sharp';
import { AppError } from '../errors';

export const imageLimits = {
  maxBytes: 10 * 1024 * 1024,
  /** Larger images are refused before decoding: a decompression bomb cannot exhaust memory. */
  maxPixels: 40_000_000,
} as const;

export interface ProcessedImage {
  data: Buffer;
  contentType: 'image/jpeg' | 'image/png' | 'image/webp';
  extension: 'jpg' | 'png' | 'webp';
  width: number;
  height: number;
}

const unsupported = (): AppError =>
  new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    415,
    'This file is not a supported image. Please upload a PNG, JPEG, GIF or WebP picture.',
  );

/**
 * Decides the type from the bytes (never the name), refuses huge images, then re-encodes: the
 * orientation is applied and every piece of metadata (EXIF GPS included) is dropped.
 */
export async function processImage(input: Buffer, maxDimension: number): Promise<ProcessedImage> {
  if (input.length > imageLimits.maxBytes) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      413,
      'This picture is too large. Please upload a file of at most 10 MB.',
    );
  }
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw unsupported();
  }
  const format = metadata.format;
  if (format !== 'jpeg' && format !== 'png' && format !== 'gif' && format !== 'webp')
    throw unsupported();
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0) * (metadata.pages ?? 1);
  if (!metadata.width || !metadata.height || pixels > imageLimits.maxPixels) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      413,
      'This picture has too many pixels. Please upload a smaller image.',
    );
  }

  const pipeline = sharp(input, { limitInputPixels: imageLimits.maxPixels, failOn: 'error' })
    .rotate()
    .resize({ width: maxDimension, height: maxDimension, fit: 'inside', withoutEnlargement: true });
  try {
    // JPEG stays JPEG; anything that may be transparent becomes PNG (GIF: its first frame).
    const output =
      format === 'jpeg'
        ? {
            data: await pipeline
              .jpeg({ quality: 85, mozjpeg: true })
              .toBuffer({ resolveWithObject: true }),
            contentType: 'image/jpeg' as const,
            extension: 'jpg' as const,
          }
        : format === 'webp'
          ? {
              data: await pipeline.webp({ quality: 85 }).toBuffer({ resolveWithObject: true }),
              contentType: 'image/webp' as const,
              extension: 'webp' as const,
            }
          : {
              data: await pipeline
                .png({ compressionLevel: 9 })
                .toBuffer({ resolveWithObject: true }),
              contentType: 'image/png' as const,
              extension: 'png' as const,
            };
    return {
      data: output.data.data,
      contentType: output.contentType,
      extension: output.extension,
      width: output.data.info.width,
      height: output.data.info.height,
    };
  } catch {
    throw unsupported();
  }
}

export interface ImageVariantOutput {
  data: Buffer;
  contentType: 'image/jpeg' | 'image/png' | 'image/webp';
  extension: 'jpg' | 'png' | 'webp';
  width: number;
  height: number;
}

/** The widths of the smaller copies made of every uploaded image. */
export const variantWidths = [320, 640, 960, 1280] as const;

/**
 * Smaller copies of a processed image for `srcset`: each width of `variantWidths` narrower than
 * the image, in WebP and (for a JPEG or PNG) in its own format beside it. A JPEG or PNG with smaller
 * copies also gets a WebP copy of its own width, so that a browser that takes WebP never falls back
 * to the heavier original for a wide slot (a phone's screen at its pixel density).
 */
export async function imageVariants(image: ProcessedImage): Promise<ImageVariantOutput[]> {
  const widths = variantWidths.filter((width) => width < image.width);
  const copies: Array<[number, ImageVariantOutput['extension']]> = widths.flatMap((width) =>
    image.extension === 'webp'
      ? [[width, 'webp'] as const]
      : [[width, 'webp'] as const, [width, image.extension] as const],
  );
  if (image.extension !== 'webp' && widths.length > 0) copies.push([image.width, 'webp']);
  return Promise.all(copies.map(([width, extension]) => encodeCopy(image, width, extension)));
}

/** How each kind of copy is written. */
const copyFormats = {
  webp: { contentType: 'image/webp', encode: (pipeline: Sharp) => pipeline.webp({ quality: 75 }) },
  jpg: {
    contentType: 'image/jpeg',
    encode: (pipeline: Sharp) => pipeline.jpeg({ quality: 80, mozjpeg: true }),
  },
  png: {
    contentType: 'image/png',
    encode: (pipeline: Sharp) => pipeline.png({ compressionLevel: 9 }),
  },
} as const;

/** One copy of the image, `width` pixels wide, in the format of `extension`. */
async function encodeCopy(
  image: ProcessedImage,
  width: number,
  extension: ImageVariantOutput['extension'],
): Promise<ImageVariantOutput> {
  const format = copyFormats[extension];
  const { data, info } = await format
    .encode(sharp(image.data).resize({ width }))
    .toBuffer({ resolveWithObject: true });
  return {
    data,
    contentType: format.contentType,
    extension,
    width: info.width,
    height: info.height,
  };
}
