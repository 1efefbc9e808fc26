import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { processImage } from './images';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A PNG whose header claims 30000×30000 pixels: decoding it would need gigabytes. */
function bombPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30_000, 0);
  header.writeUInt32BE(30_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('processImage', () => {
  it('refuses a 30000×30000 PNG from its header, without decoding it', async () => {
    const before = process.memoryUsage().rss;
    await expect(processImage(bombPng(), 1024)).rejects.toMatchObject({ statusCode: 413 });
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
  });

  it('refuses what is not an image, or too many bytes', async () => {
    await expect(processImage(Buffer.from('GIF89a but not really'), 1024)).rejects.toMatchObject({
      statusCode: 415,
    });
    await expect(processImage(Buffer.alloc(11 * 1024 * 1024), 1024)).rejects.toMatchObject({
      statusCode: 413,
    });
  });
});
