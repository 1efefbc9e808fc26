import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { ServerConfig } from '../config';

/**
 * Security headers and a Content-Security-Policy that the built SPA passes (no inline scripts), on
 * every answer. Helmet's middleware is built once: the Fastify plugin built it again (options, CSP
 * and all) on every request, about 4% of the server's CPU under the feed benchmark.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: ServerConfig): void {
  const https = config.publicUrl.startsWith('https://');
  const mediaOrigins = config.s3?.publicUrl ? [new URL(config.s3.publicUrl).origin] : [];
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and the toaster set inline style attributes; scripts stay strictly same-origin.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...mediaOrigins],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", ...mediaOrigins],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // The same answer as the CSP's frame-ancestors 'none', for browsers that only know this header.
    frameguard: { action: 'deny' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, () => done());
  });
}
