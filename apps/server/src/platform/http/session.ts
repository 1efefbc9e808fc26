import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthenticated } from '../errors';

export interface SessionUser {
  id: string;
  email: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
}

function headersOf(request: FastifyRequest): Headers {
  const headers = new Headers();
  const cookie = request.headers.cookie;
  if (cookie) headers.set('cookie', cookie);
  return headers;
}

/** The signed-in user of this request, from the session cookie; null when signed out. */
export async function currentUser(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<SessionUser | null> {
  const result = await app.auth.api.getSession({ headers: headersOf(request) });
  if (!result) return null;
  const { user } = result;
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    twoFactorEnabled: Boolean((user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled),
  };
}

/** The signed-in user, or 401 'Not signed in' (SPEC §8). */
export async function requireUser(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<SessionUser> {
  const user = await currentUser(app, request);
  if (!user) throw unauthenticated('Not signed in');
  return user;
}
