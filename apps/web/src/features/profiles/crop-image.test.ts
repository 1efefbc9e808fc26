import { describe, expect, it } from 'vitest';
import { croppedAvatar, initialCropArea, squareSource } from './crop-image';

describe('the cropped photo (SPEC §9)', () => {
  it('is a 400×400 JPEG at quality 0.9', () => {
    expect(croppedAvatar).toMatchObject({ size: 400, type: 'image/jpeg', quality: 0.9 });
  });

  it('starts with a centred square of 80% of the width', () => {
    expect(initialCropArea(1000, 2000)).toEqual({ x: 100, y: 600, width: 800, height: 800 });
    expect(initialCropArea(500, 500)).toEqual({ x: 50, y: 50, width: 400, height: 400 });
  });

  it('keeps the first crop inside a wide picture: square, no taller than the picture', () => {
    expect(initialCropArea(2000, 1000)).toEqual({ x: 500, y: 0, width: 1000, height: 1000 });
    expect(initialCropArea(3, 1)).toEqual({ x: 1, y: 0, width: 1, height: 1 });
  });

  it('draws a whole-pixel square inside the picture', () => {
    expect(squareSource({ x: 10.4, y: 20.6, width: 300.2, height: 299.7 }, 1000, 800)).toEqual({
      x: 10,
      y: 21,
      width: 300,
      height: 300,
    });
    // An area that spills over the edges is pulled back in.
    expect(squareSource({ x: -5, y: 790, width: 100, height: 100 }, 1000, 800)).toEqual({
      x: 0,
      y: 700,
      width: 100,
      height: 100,
    });
    // Never larger than the picture itself.
    expect(squareSource({ x: 0, y: 0, width: 5000, height: 5000 }, 640, 480)).toEqual({
      x: 0,
      y: 0,
      width: 480,
      height: 480,
    });
  });
});
