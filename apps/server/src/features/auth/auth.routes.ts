import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { profileSchema } from '@aebro/shared/profiles';
import { actsAsMember } from '../../platform/context';
import { badRequest, notFound } from '../../platform/errors';
import { currentViewer } from '../../platform/http/session';
import { limitedBy, type RateLimitName } from '../../platform/rate-limit';
import { getOwnProfile } from '../profiles/profiles.service';
import { isAdmin } from '../safety/safety.service';
import { authBasePath, clientIpHeader } from './auth';
import { isExposedAuthEndpoint } from './auth.policy';
import { liveSessionIds } from './auth.repository';

const sessionSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    twoFactorEnabled: z.boolean(),
    /** A site admin (the /admin screen); absent or false for everyone else. */
    isAdmin: z.boolean().optional(),
  }),
  profile: profileSchema,
});

/** Headers a client may send to pretend to be someone else; Better Auth never sees them. */
const spoofableHeaders = [
  'x-forwarded-for',
  'x-real-ip',
  'forwarded',
  'cf-connecting-ip',
  'true-client-ip',
  clientIpHeader,
];

function limitFor(request: FastifyRequest): RateLimitName {
  const path = request.url.slice(authBasePath.length).split('?')[0] ?? '';
  if (path.startsWith('/sign-in') || path.startsWith('/two-factor/verify')) return 'signIn';
  if (path.startsWith('/sign-up')) return 'signUp';
  if (path === '/request-password-reset' || path === '/send-verification-email') return 'email';
  return 'auth';
}

function endpointOf(request: FastifyRequest): string {
  return request.url.slice(authBasePath.length).split('?')[0] ?? '';
}

function toWebRequest(request: FastifyRequest, publicUrl: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || spoofableHeaders.includes(name)) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  // The client IP as Fastify sees it: the connection, or a trusted proxy's report (TRUST_PROXY).
  headers.set(clientIpHeader, request.ip);
  const hasBody =
    request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  if (hasBody) headers.set('content-type', 'application/json');
  return new Request(new URL(request.url, publicUrl), {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body) : undefined,
  });
}

/** Endpoints after which some of the user's sessions may be gone: their sockets must close too. */
const revokingPaths = [
  '/sign-out',
  '/revoke-session',
  '/revoke-sessions',
  '/revoke-other-sessions',
  '/change-password',
];

function isRevoking(url: string): boolean {
  const path = url.slice(authBasePath.length).split('?')[0] ?? '';
  return revokingPaths.includes(path);
}

/** Better Auth answers `{ code, message }`; our API always answers `{ error: { code, message } }`. */
function normaliseError(status: number, text: string): string {
  try {
    const body = JSON.parse(text) as { code?: unknown; message?: unknown; error?: unknown };
    if (body.error !== undefined) return text;
    const code =
      typeof body.code === 'string' && body.code
        ? body.code
        : status === 401
          ? 'UNAUTHENTICATED'
          : 'BAD_REQUEST';
    const message =
      typeof body.message === 'string' && body.message
        ? body.message
        : 'The request could not be completed.';
    return JSON.stringify({ error: { code, message } });
  } catch {
    return JSON.stringify({
      error: { code: 'BAD_REQUEST', message: text || 'The request could not be completed.' },
    });
  }
}

async function send(reply: FastifyReply, response: Response, body: string): Promise<FastifyReply> {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length' && name !== 'content-encoding')
      reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  return reply.send(body);
}

/**
 * The session of this browser, and Better Auth at /api/auth/* behind our limits, the list of its
 * endpoints we use and our error shape; and the sockets of ended sessions closed. What sign-in
 * adds (suspensions, lockout, code replays, other areas' steps) is in Better Auth's hooks.
 */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/session',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in user and their profile, or null when signed out',
        response: { 200: sessionSchema.nullable() },
      },
    },
    async (request) => {
      // Signed out is a normal answer here (the browser asks on every start), not an error; so is
      // a session that acts for nobody (an address no longer verified).
      const viewer = await currentViewer(app, request);
      if (!actsAsMember(viewer)) return null;
      const { id, email, emailVerified, twoFactorEnabled } = viewer;
      const [profile, admin] = await Promise.all([
        getOwnProfile({ ...app.platform, log: request.log, viewer }),
        isAdmin(app.platform, viewer),
      ]);
      return {
        user: { id, email, emailVerified, twoFactorEnabled, ...(admin ? { isAdmin: true } : {}) },
        profile,
      };
    },
  );

  app.route({
    method: ['GET', 'POST'],
    url: `${authBasePath}/*`,
    schema: { hide: true },
    config: limitedBy(limitFor),
    handler: async (request, reply) => {
      const method = request.method === 'GET' ? 'GET' : 'POST';
      if (!isExposedAuthEndpoint(method, endpointOf(request))) throw notFound('Route not found.');
      const sent: unknown = request.body;
      if (
        method === 'POST' &&
        sent !== undefined &&
        (typeof sent !== 'object' || sent === null || Array.isArray(sent))
      )
        throw badRequest('Send the request as a JSON object.');
      const revoker = isRevoking(request.url) ? await currentViewer(app, request) : null;
      const response = await app.auth.handler(toWebRequest(request, app.config.publicUrl));
      if (revoker && response.ok) {
        const remainingSessionIds = await liveSessionIds(app.platform.db, revoker.id);
        // Before the answer: no process may accept an ended session once the client hears it ended.
        await app.identity.revokeSessions(revoker.id, new Set(remainingSessionIds));
        app.platform.events.emit('sessions.revoked', { userId: revoker.id, remainingSessionIds });
      }
      let body = await response.text();
      if (response.status >= 400 && (response.headers.get('content-type') ?? '').includes('json')) {
        body = normaliseError(response.status, body);
        reply.header('content-type', 'application/json; charset=utf-8');
      }
      return send(reply, response, body);
    },
  });
}
