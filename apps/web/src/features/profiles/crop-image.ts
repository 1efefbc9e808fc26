/** SPEC §2, §9: the cropped photo is a 400×400 JPEG at quality 0.9, named as a cropped logo. */
export const croppedAvatar = {
  size: 400,
  type: 'image/jpeg',
  quality: 0.9,
  fileName: 'cropped-logo.jpg',
} as const;

/** A rectangle in the picture's own pixels. */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** SPEC §9: the first crop is square, 80% of the picture's width (less when the picture is flatter), centred. */
export function initialCropArea(width: number, height: number): CropArea {
  const side = Math.max(1, Math.min(Math.round(width * 0.8), height));
  return {
    x: Math.round((width - side) / 2),
    y: Math.round((height - side) / 2),
    width: side,
    height: side,
  };
}

/**
 * The square of the picture to draw: the chosen area made square (its shorter side), kept inside the
 * picture, in whole pixels.
 */
export function squareSource(area: CropArea, width: number, height: number): CropArea {
  const side = Math.max(1, Math.min(Math.round(Math.min(area.width, area.height)), width, height));
  const clamp = (value: number, max: number): number =>
    Math.min(Math.max(0, Math.round(value)), max);
  return {
    x: clamp(area.x, width - side),
    y: clamp(area.y, height - side),
    width: side,
    height: side,
  };
}

/** Draws the chosen square of `image` into a 400×400 JPEG (quality 0.9) ready to upload. */
export async function cropToAvatar(image: HTMLImageElement, area: CropArea): Promise<File> {
  const { size, type, quality, fileName } = croppedAvatar;
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D is not available');
  const source = squareSource(area, image.naturalWidth, image.naturalHeight);
  // JPEG has no transparency: a transparent PNG gets white, not black, behind it.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size, size);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, source.x, source.y, source.width, source.height, 0, 0, size, size);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));
  if (!blob) throw new Error('The photo could not be encoded');
  return new File([blob], fileName, { type });
}

/** Opens a picked file as an image, so that its size is known before cropping. */
export async function loadImage(src: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.decoding = 'async';
  image.src = src;
  await image.decode();
  return image;
}
