import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';
import { lightVariant, srcSets } from './image-sources';

const variant = (width: number, type: 'image/webp' | 'image/jpeg', bytes: number) => ({
  url: `/media/posts/u/p-${width}.${type === 'image/webp' ? 'webp' : 'jpg'}`,
  width,
  height: width / 2,
  type,
  bytes,
});
const image = {
  url: '/media/posts/u/p.jpg',
  width: 2000,
  height: 1000,
  bytes: 400_000,
  variants: [
    variant(640, 'image/webp', 30_000),
    variant(320, 'image/jpeg', 14_000),
    variant(320, 'image/webp', 9_000),
    variant(640, 'image/jpeg', 42_000),
  ],
};

describe('image sources', () => {
  it('lists the copies by width, the original last', () => {
    expect(srcSets(image)).toEqual({
      webp: '/media/posts/u/p-320.webp 320w, /media/posts/u/p-640.webp 640w, /media/posts/u/p.jpg 2000w',
      fallback:
        '/media/posts/u/p-320.jpg 320w, /media/posts/u/p-640.jpg 640w, /media/posts/u/p.jpg 2000w',
    });
    expect(srcSets({ url: '/a.png', width: 8, height: 8 })).toEqual({ webp: null, fallback: null });
  });
  it('keeps WebP to the end when there is a WebP copy of the full width', () => {
    const withFull = {
      ...image,
      variants: [...image.variants, variant(2000, 'image/webp', 150_000)],
    };
    expect(srcSets(withFull).webp).toBe(
      '/media/posts/u/p-320.webp 320w, /media/posts/u/p-640.webp 640w, /media/posts/u/p-2000.webp 2000w',
    );
    expect(srcSets(withFull).fallback).toBe(
      '/media/posts/u/p-320.jpg 320w, /media/posts/u/p-640.jpg 640w, /media/posts/u/p.jpg 2000w',
    );
  });
  it('loads the smallest copy with data saver', () => {
    expect(lightVariant(image)).toEqual({ url: '/media/posts/u/p-320.webp', bytes: 9_000 });
    expect(lightVariant({ url: '/a.png', width: 8, height: 8, bytes: 70 })).toEqual({
      url: '/a.png',
      bytes: 70,
    });
  });
  it('writes sizes as people read them', () => {
    expect(formatBytes(820, 'en')).toBe('820 B');
    expect(formatBytes(9_000, 'en')).toBe('9 KB');
    expect(formatBytes(1_300_000, 'en')).toBe('1.2 MB');
  });
});
