import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  languageCookie,
  languages,
  parseLanguage,
  preferredLanguage,
  type Language,
} from '@aebro/shared/language';
import { currentUser } from './session';

/** Paths the browser app never owns: they answer 404 JSON instead of the SPA's index.html. */
const serverPrefixes = ['/api/', '/api', '/media/', '/socket.io/', '/dev/'];

/** The visitor's language for the prerendered landing page: their cookie, else Accept-Language. */
export function landingLanguage(request: FastifyRequest): Language {
  const cookies = request.headers.cookie?.split(';') ?? [];
  for (const cookie of cookies) {
    const [name, value] = cookie.split('=', 2).map((part) => part.trim());
    if (name === languageCookie) {
      const language = parseLanguage(value);
      if (language) return language;
    }
  }
  const accepted = request.headers['accept-language'] ?? '';
  return preferredLanguage(accepted.split(',').map((entry) => entry.split(';')[0] ?? ''));
}

/**
 * Serves the built browser app: hashed assets with a year-long cache, index.html never cached, and
 * every other GET that wants HTML answered with index.html so that client routes load directly.
 * `/` gets the landing page prerendered at build time in the visitor's language, when it was built.
 */
export async function registerSpa(app: FastifyInstance, webDistDir: string): Promise<void> {
  const built = fs.existsSync(path.join(webDistDir, 'index.html'));
  const prerendered =
    built &&
    languages.every((language) => fs.existsSync(path.join(webDistDir, `landing.${language}.html`)));
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

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !serverPrefixes.some((prefix) => url === prefix || url.startsWith(prefix));
    if (wantsPage && prerendered && url === '/') {
      // A signed-in member goes straight to the dashboard (SPEC §1), without the landing page's flash.
      if (request.headers.cookie && (await currentUser(app, request).catch(() => null))) {
        return reply.header('cache-control', 'no-cache').redirect('/dashboard', 302);
      }
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'Cookie, Accept-Language')
        .sendFile(`landing.${landingLanguage(request)}.html`);
    }
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
