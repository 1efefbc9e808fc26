import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../errors';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route accepts requests from other sites (webhooks that prove themselves otherwise). */
    crossSite?: boolean;
  }
}

/** Whether a value (a decoded path, a query or a JSON body) holds a NUL character anywhere. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => holdsNul(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => key.includes('\u0000') || holdsNul(item, depth + 1),
  );
}

/**
 * Guards every route before its own validation:
 * - a state-changing request must come from our own pages: a foreign Origin (or, without one, a
 *   Sec-Fetch-Site other than same-origin) is refused, beside the SameSite cookies;
 * - text with a NUL character (which PostgreSQL cannot store) is a 400, in the path, the query or
 *   the body alike, rather than a database error.
 */
export function registerInputGuards(app: FastifyInstance): void {
  const { publicUrl, nodeEnv } = app.config;
  const allowedOrigins = new Set([new URL(publicUrl).origin]);
  // `npm run dev` serves the pages from Vite, which proxies the API.
  if (nodeEnv === 'development')
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:5173'])
      allowedOrigins.add(origin);

  const fromOtherSite = (request: FastifyRequest): boolean => {
    const origin = request.headers.origin;
    if (origin !== undefined) return !allowedOrigins.has(origin);
    const site = request.headers['sec-fetch-site'];
    return site !== undefined && site !== 'same-origin' && site !== 'none';
  };

  app.addHook('onRequest', async (request) => {
    if (!unsafeMethods.has(request.method) || request.routeOptions.config?.crossSite) return;
    if (fromOtherSite(request))
      throw new AppError('FORBIDDEN', 403, 'This request came from another site and was refused.');
  });

  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body))
      throw badRequest('Text must not contain NUL characters (\\u0000).');
  });
}
