import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';

interface Recorded {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A stand-in S3 endpoint that records what the driver sends and answers like S3 does. */
let server: http.Server;
let endpoint: string;
const requests: Recorded[] = [];
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      requests.push({
        method: req.method ?? '',
        url: (req.url ?? '').split('?')[0] ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      });
      res.writeHead(req.method === 'DELETE' ? 204 : 200, { etag: '"abc"' });
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  endpoint = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('S3 storage driver', () => {
  it('puts and deletes signed objects under our key, with content type and long cache', async () => {
    const storage = createS3Storage({
      endpoint,
      bucket: 'aebro-media',
      region: 'eu-west-1',
      accessKeyId: 'AKIDTEST',
      secretAccessKey: 'secret',
      publicUrl: 'https://media.example.org/',
    });
    const key = 'avatars/user-1/0b8a2c3e-1111-4222-8333-944445555666.jpg';
    await storage.put(key, Buffer.from('jpeg-bytes'), 'image/jpeg');
    await storage.delete(key);
    const [put, del] = requests.slice(-2);
    expect(put).toMatchObject({ method: 'PUT', url: `/aebro-media/${key}` });
    expect(put?.body.toString()).toBe('jpeg-bytes');
    expect(put?.headers['content-type']).toBe('image/jpeg');
    expect(put?.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(put?.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/eu-west-1\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$/,
    );
    expect(put?.headers['x-amz-date']).toMatch(/^\d{8}T\d{6}Z$/);
    expect(del).toMatchObject({ method: 'DELETE', url: `/aebro-media/${key}` });
    expect(storage.url(key)).toBe(`https://media.example.org/${key}`);
  });

  it('refuses keys it did not generate', async () => {
    const storage = createS3Storage({
      endpoint,
      bucket: 'b',
      region: 'r',
      accessKeyId: 'a',
      secretAccessKey: 's',
      publicUrl: undefined,
    });
    await expect(storage.put('../etc/passwd', Buffer.from(''), 'text/plain')).rejects.toThrow(
      /refusing storage key/,
    );
    expect(storage.url('avatars/u/k.jpg')).toBe(`${endpoint}/b/avatars/u/k.jpg`);
  });
});

describe('local storage driver', () => {
  it('writes under its folder only and serves from /media', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aebro-media-'));
    const storage = createLocalStorage(dir);
    await storage.put('avatars/u1/abc-def.png', Buffer.from('png'), 'image/png');
    expect(fs.readFileSync(path.join(dir, 'avatars/u1/abc-def.png'), 'utf8')).toBe('png');
    expect(storage.url('avatars/u1/abc-def.png')).toBe('/media/avatars/u1/abc-def.png');
    await expect(
      storage.put('avatars/../../x.png', Buffer.from(''), 'image/png'),
    ).rejects.toThrow();
    await storage.delete('avatars/u1/abc-def.png');
    expect(fs.existsSync(path.join(dir, 'avatars/u1/abc-def.png'))).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
