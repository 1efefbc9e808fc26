import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actsAsMember, type Context, type Viewer } from '../context';
import { AppError, unauthenticated } from '../errors';

const resolved = new WeakMap<FastifyRequest, Promise<Viewer | null>>();

/** The request's cookie, the only thing a session is read from. */
export function cookieHeaders(cookie: string | undefined): Headers {
  const headers = new Headers();
  if (cookie) headers.set('cookie', cookie);
  return headers;
}

/** The signed-in person of this request (looked up once per request); null when signed out. */
export async function currentViewer(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<Viewer | null> {
  let viewer = resolved.get(request);
  if (!viewer) {
    viewer = app.identity.viewerFrom(cookieHeaders(request.headers.cookie));
    resolved.set(request, viewer);
  }
  return await viewer;
}

/** The viewer this request already looked up, if it did (null: signed out or not looked up). */
export async function viewerLookedUp(request: FastifyRequest): Promise<Viewer | null> {
  return (await resolved.get(request)?.catch(() => null)) ?? null;
}

/**
 * The signed-in person, or 401 'Not signed in' (SPEC §8). A session whose e-mail is no longer
 * verified acts for nobody: sign-in requires a verified address, and so does everything after it.
 */
export async function requireViewer(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<Viewer> {
  const viewer = await currentViewer(app, request);
  if (!viewer) throw unauthenticated('Not signed in');
  if (!actsAsMember(viewer))
    throw new AppError(
      'EMAIL_NOT_VERIFIED',
      403,
      'Please verify your email address before signing in. Check your inbox for a verification link.',
    );
  return viewer;
}

/** The one context a service receives: the platform parts, this request's logger and the viewer. */
export async function contextOf(app: FastifyInstance, request: FastifyRequest): Promise<Context> {
  return { ...app.platform, log: request.log, viewer: await requireViewer(app, request) };
}
