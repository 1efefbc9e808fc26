import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Paths the browser app never owns: they answer 404 JSON instead of the SPA's index.html. */
const serverPrefixes = ['/api/', '/api', '/media/', '/socket.io/', '/dev/'];

/**
 * Serves the built browser app: hashed assets with a year-long cache, index.html never cached, and
 * every other GET that wants HTML answered with index.html so that client routes load directly.
 */
export async function registerSpa(app: FastifyInstance, webDistDir: string): Promise<void> {
  const built = fs.existsSync(path.join(webDistDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz beside each asset; the one the browser accepts is sent.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !serverPrefixes.some((prefix) => url === prefix || url.startsWith(prefix));
    if (wantsPage && built) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    if (wantsPage) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send(
          'The Aebro web app is not built yet. Run `npm run build` (or `npm start`, which builds it).',
        );
    }
    return reply.status(404).send({
      error: { code: 'NOT_FOUND', message: `There is no ${request.method} ${url} here.` },
    });
  });
}
