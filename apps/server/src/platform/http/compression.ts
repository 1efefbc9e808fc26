import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * gzip for JSON and other text answers of 1 KB and more: a page of the home feed is ~40 KB as JSON
 * and ~8 KB compressed, which on a phone's slow network is most of a second. gzip rather than
 * brotli: at the speeds an answer can afford, brotli saves little more for much more CPU. The
 * browser app's files are compressed at build time (spa.ts sends those as they are); photos are
 * never compressed again. Request bodies are not decompressed: clients send them plain.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['gzip', 'deflate'],
  });
}
