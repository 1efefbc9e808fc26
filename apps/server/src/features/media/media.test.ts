import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedMember, testOrigin, type TestUser } from '../../test/accounts';
import { multipartBody, tinyPng } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let almaz: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  almaz = await createVerifiedMember(t.app);
});
afterAll(() => t.close());

interface Variant {
  url: string;
  width: number;
  height: number;
  type: string;
  bytes: number;
}

async function upload(file: Buffer, name: string, type: string) {
  const { payload, headers } = multipartBody(file, name, type);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/media/images',
    payload,
    headers: { ...headers, cookie: almaz.jar.header(), origin: testOrigin },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{
    key: string;
    url: string;
    width: number;
    bytes: number;
    variants: Variant[];
  }>();
}

describe('image variants (low-data mode)', () => {
  it('makes 320, 640, 960 and 1280 px copies in WebP and JPEG and a full-width WebP, served with their type, and keeps them on the post', async () => {
    const photo = await sharp({
      create: { width: 2000, height: 1500, channels: 3, background: '#c8a24a' },
    })
      .jpeg()
      .toBuffer();
    const uploaded = await upload(photo, 'buna.jpg', 'image/jpeg');
    expect(uploaded.width).toBe(2000);
    expect(uploaded.bytes).toBeGreaterThan(0);
    expect(
      uploaded.variants
        .map((variant) => `${variant.width}x${variant.height} ${variant.type}`)
        .sort(),
    ).toEqual(
      [
        '1280x960 image/jpeg',
        '1280x960 image/webp',
        '2000x1500 image/webp',
        '320x240 image/jpeg',
        '320x240 image/webp',
        '640x480 image/jpeg',
        '640x480 image/webp',
        '960x720 image/jpeg',
        '960x720 image/webp',
      ].sort(),
    );
    for (const variant of uploaded.variants) {
      const served = await t.app.inject({ method: 'GET', url: variant.url });
      expect(served.statusCode, variant.url).toBe(200);
      expect(served.headers['content-type']).toBe(variant.type);
      expect(served.rawPayload.length).toBe(variant.bytes);
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata.width).toBe(variant.width);
    }
    // The smallest copy is a fraction of the original.
    const smallest = uploaded.variants.find((v) => v.width === 320 && v.type === 'image/webp');
    expect(smallest!.bytes).toBeLessThan(uploaded.bytes);

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/posts',
      headers: { cookie: almaz.jar.header(), origin: testOrigin },
      payload: { body: 'Buna', imageKeys: [uploaded.key] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const post = await t.app.inject({
      method: 'GET',
      url: `/api/v1/posts/${created.json<{ id: string }>().id}`,
      headers: { cookie: almaz.jar.header() },
    });
    const [image] = post.json<{ images: Array<{ bytes: number; variants: Variant[] }> }>().images;
    expect(image?.bytes).toBe(uploaded.bytes);
    expect(image?.variants).toEqual(uploaded.variants);
  });

  it('makes no copy wider than the picture; a PNG gets WebP and PNG copies and a full-width WebP', async () => {
    expect((await upload(await tinyPng(), 'tiny.png', 'image/png')).variants).toEqual([]);
    const png = await sharp({
      create: { width: 700, height: 350, channels: 4, background: '#00000000' },
    })
      .png()
      .toBuffer();
    const uploaded = await upload(png, 'wide.png', 'image/png');
    expect(uploaded.variants.map((v) => `${v.width} ${v.type}`).sort()).toEqual(
      [
        '320 image/png',
        '320 image/webp',
        '640 image/png',
        '640 image/webp',
        '700 image/webp',
      ].sort(),
    );
  });
});
